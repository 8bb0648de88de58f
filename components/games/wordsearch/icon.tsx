/** Wordsearch's icon (drawn in components/icons/game-icon.tsx's frame): letters in a grid, a word ringed along the diagonal. */
export function Icon() {
  return (
    <>
      <g fill="currentColor" stroke="none">
        {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
      </g>
      <rect x="1.5" y="9" width="21" height="6" rx="3" transform="rotate(45 12 12)" className="stroke-amber-500" strokeWidth="2" />
    </>
  );
}
