/** Chess Puzzles's icon (drawn in components/icons/game-icon.tsx's frame): a pawn. */
export function Icon() {
  return (
    <g fill="currentColor" stroke="none">
      <circle cx="12" cy="6" r="3.2" />
      <path d="M8.6 10.4h6.8l-.5 1.7c.2 2.3 1.2 4.2 2.6 6.1H6.5c1.4-1.9 2.4-3.8 2.6-6.1z" />
      <rect x="5" y="18.8" width="14" height="2.7" rx="1.2" />
    </g>
  );
}
