/** Minesweeper's icon (drawn in components/icons/game-icon.tsx's frame): a mine. */
export function Icon() {
  return (
    <>
      <path d="M12 3v18M3 12h18M5.8 5.8l12.4 12.4M18.2 5.8 5.8 18.2" strokeWidth="2" />
      <circle cx="12" cy="12" r="5.5" fill="currentColor" stroke="none" />
      <circle cx="10.2" cy="10.2" r="1.4" className="fill-white dark:fill-slate-900" stroke="none" />
    </>
  );
}
