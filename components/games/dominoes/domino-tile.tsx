/**
 * A domino drawn by us: a light ivory face (in both themes, as real tiles are) with a dividing
 * line and pips on each half, or its back (a face-down tile). Decorative: whoever places it says
 * which tile it is.
 */

/** Pip centres in a 100x100 half, for 0 to 6. */
const PIPS: readonly (readonly [number, number])[][] = [
  [],
  [[50, 50]],
  [
    [27, 27],
    [73, 73],
  ],
  [
    [25, 25],
    [50, 50],
    [75, 75],
  ],
  [
    [27, 27],
    [73, 27],
    [27, 73],
    [73, 73],
  ],
  [
    [25, 25],
    [75, 25],
    [50, 50],
    [25, 75],
    [75, 75],
  ],
  [
    [25, 24],
    [50, 24],
    [75, 24],
    [25, 76],
    [50, 76],
    [75, 76],
  ],
];

function Half({ pips, offset, upright }: { pips: number; offset: number; upright: boolean }) {
  return (
    <>
      {(PIPS[pips] ?? []).map(([x, y]) => (
        // Upright, a half's rows become columns: the six reads as two columns of three.
        <circle key={`${x}-${y}`} cx={upright ? y : offset + x} cy={upright ? offset + x : y} r={9} />
      ))}
    </>
  );
}

type Props = {
  /** Pips of the left (or top, upright) half and of the other half. */
  first: number;
  second: number;
  upright: boolean;
  width: number;
  height: number;
  className?: string;
};

export function DominoFace({ first, second, upright, width, height, className }: Props) {
  const box = upright ? '0 0 100 200' : '0 0 200 100';
  return (
    <svg viewBox={box} width={width} height={height} aria-hidden="true" focusable="false" className={className}>
      <rect x={2} y={2} width={upright ? 96 : 196} height={upright ? 196 : 96} rx={14} fill="#fbf7ec" stroke="#57534e" strokeWidth={4} />
      {upright ? (
        <line x1={14} y1={100} x2={86} y2={100} stroke="#78716c" strokeWidth={4} />
      ) : (
        <line x1={100} y1={14} x2={100} y2={86} stroke="#78716c" strokeWidth={4} />
      )}
      <g fill="#1c1917">
        <Half pips={first} offset={0} upright={upright} />
        <Half pips={second} offset={100} upright={upright} />
      </g>
    </svg>
  );
}

/** A face-down tile (an opponent's, or the boneyard's), upright. */
export function DominoBack({ width, height, className }: { width: number; height: number; className?: string }) {
  return (
    <svg viewBox="0 0 100 200" width={width} height={height} aria-hidden="true" focusable="false" className={className}>
      <rect x={4} y={4} width={92} height={192} rx={16} fill="#3730a3" stroke="#c7d2fe" strokeWidth={6} />
      <line x1={22} y1={100} x2={78} y2={100} stroke="#a5b4fc" strokeWidth={6} />
      <circle cx={50} cy={100} r={9} fill="#e0e7ff" />
    </svg>
  );
}
