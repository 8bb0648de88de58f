/** Dominoes's icon (drawn in components/icons/game-icon.tsx's frame): one domino: a single pip and three. */
export function Icon() {
  return (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
      <path d="M6.5 12h11" />
      <g fill="currentColor" stroke="none">
        <circle cx="12" cy="7" r="1.5" />
        <circle cx="9.6" cy="14.6" r="1.3" />
        <circle cx="12" cy="17" r="1.3" />
        <circle cx="14.4" cy="19.4" r="1.3" />
      </g>
    </>
  );
}
