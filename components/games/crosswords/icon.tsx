/** Crosswords's icon (drawn in components/icons/game-icon.tsx's frame): a grid with blocks. */
export function Icon() {
  return (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <path d="M9 3v18M15 3v18M3 9h18M3 15h18" strokeWidth="1.25" />
      <rect x="15" y="3" width="6" height="6" fill="currentColor" stroke="none" />
      <rect x="3" y="15" width="6" height="6" fill="currentColor" stroke="none" />
      <circle cx="5" cy="5" r="0.9" fill="currentColor" stroke="none" />
    </>
  );
}
