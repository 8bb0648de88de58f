/**
 * The tile faces, drawn by us as SVG symbols (no font with Chinese characters or emoji is needed):
 * dots as coins, bamboo as sticks, characters as a numeral over a red 万-like mark, winds as their
 * letter, dragons as a red 中-like mark, a green sprout and a blue frame, flowers and seasons as a
 * blossom or a sun with their number. Each is defined once per page and used by every tile.
 * Coordinates: a face is 60 wide and 78 high.
 */
import type { ReactNode } from 'react';

export { FACE_HEIGHT, FACE_WIDTH, faceId } from './mahjong-client';

const BLUE = '#1d4ed8';
const GREEN = '#15803d';
const RED = '#b91c1c';
const NAVY = '#172554';

type Point = readonly [number, number];
/** Two decimals are plenty (and keep the sprite's text short). */
const r2 = (n: number) => Math.round(n * 100) / 100;

/** Where the coins of the 1 to 9 of dots sit, and how big they are. */
const DOTS: Record<number, { at: readonly Point[]; r: number }> = {
  1: { at: [[30, 39]], r: 17 },
  2: {
    at: [
      [30, 21],
      [30, 57],
    ],
    r: 11,
  },
  3: {
    at: [
      [16, 17],
      [30, 39],
      [44, 61],
    ],
    r: 9,
  },
  4: {
    at: [
      [18, 21],
      [42, 21],
      [18, 57],
      [42, 57],
    ],
    r: 10,
  },
  5: {
    at: [
      [17, 18],
      [43, 18],
      [30, 39],
      [17, 60],
      [43, 60],
    ],
    r: 9,
  },
  6: {
    at: [
      [18, 16],
      [42, 16],
      [18, 39],
      [42, 39],
      [18, 62],
      [42, 62],
    ],
    r: 8.5,
  },
  7: {
    at: [
      [14, 13],
      [30, 21],
      [46, 29],
      [18, 47],
      [42, 47],
      [18, 65],
      [42, 65],
    ],
    r: 7.5,
  },
  8: {
    at: [
      [18, 12],
      [42, 12],
      [18, 30],
      [42, 30],
      [18, 48],
      [42, 48],
      [18, 66],
      [42, 66],
    ],
    r: 7.5,
  },
  9: {
    at: [
      [14, 16],
      [30, 16],
      [46, 16],
      [14, 39],
      [30, 39],
      [46, 39],
      [14, 62],
      [30, 62],
      [46, 62],
    ],
    r: 7.5,
  },
};

/** Each coin's colour by rank, the classic mix of blue, green and red. */
const dotColour = (rank: number, i: number): string => {
  if (rank === 1) return RED;
  if (rank === 3) return [BLUE, RED, GREEN][i]!;
  if (rank === 5) return i === 2 ? RED : i % 3 === 0 ? BLUE : GREEN;
  if (rank === 7) return i < 3 ? GREEN : RED;
  if (rank === 9) return [BLUE, RED, GREEN][Math.floor(i / 3)]!;
  return [BLUE, GREEN][Math.floor((i * 2) / DOTS[rank]!.at.length)] ?? BLUE;
};

function Dots({ rank }: { rank: number }) {
  const { at, r } = DOTS[rank]!;
  return (
    <>
      {at.map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={r} fill={dotColour(rank, i)} />
          <circle cx={x} cy={y} r={r2(r * 0.55)} fill="none" stroke="#fff" strokeWidth={r2(r * 0.22)} />
        </g>
      ))}
    </>
  );
}

/** Stick centres of the 2 to 9 of bamboo (the 1 is one tall stick), and which sticks are red. */
const BAMBOO: Record<number, { at: readonly Point[]; red?: readonly number[]; h: number }> = {
  2: {
    at: [
      [30, 22],
      [30, 56],
    ],
    h: 28,
  },
  3: {
    at: [
      [30, 22],
      [18, 56],
      [42, 56],
    ],
    h: 28,
  },
  4: {
    at: [
      [18, 22],
      [42, 22],
      [18, 56],
      [42, 56],
    ],
    h: 28,
  },
  5: {
    at: [
      [14, 22],
      [46, 22],
      [30, 39],
      [14, 56],
      [46, 56],
    ],
    red: [2],
    h: 28,
  },
  6: {
    at: [
      [14, 22],
      [30, 22],
      [46, 22],
      [14, 56],
      [30, 56],
      [46, 56],
    ],
    h: 28,
  },
  7: {
    at: [
      [30, 14],
      [14, 40],
      [30, 40],
      [46, 40],
      [14, 64],
      [30, 64],
      [46, 64],
    ],
    red: [0],
    h: 20,
  },
  8: {
    at: [
      [12, 22],
      [24, 22],
      [36, 22],
      [48, 22],
      [12, 56],
      [24, 56],
      [36, 56],
      [48, 56],
    ],
    h: 28,
  },
  9: {
    at: [
      [14, 15],
      [30, 15],
      [46, 15],
      [14, 39],
      [30, 39],
      [46, 39],
      [14, 63],
      [30, 63],
      [46, 63],
    ],
    red: [1, 4, 7],
    h: 20,
  },
};

function Stick({ x, y, h, w = 8, colour }: { x: number; y: number; h: number; w?: number; colour: string }) {
  return (
    <g>
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={w / 2} fill={colour} />
      <line x1={x - w / 2} x2={x + w / 2} y1={y} y2={y} stroke="#fff" strokeWidth={1.6} />
    </g>
  );
}

function Bamboo({ rank }: { rank: number }) {
  if (rank === 1) {
    return (
      <g>
        <Stick x={30} y={39} h={56} w={14} colour={GREEN} />
        <line x1={23} x2={37} y1={22} y2={22} stroke="#fff" strokeWidth={2} />
        <line x1={23} x2={37} y1={56} y2={56} stroke="#fff" strokeWidth={2} />
        <circle cx={30} cy={39} r={4} fill={RED} />
      </g>
    );
  }
  const { at, red = [], h } = BAMBOO[rank]!;
  return (
    <>
      {at.map(([x, y], i) => (
        <Stick key={i} x={x} y={y} h={h} colour={red.includes(i) ? RED : GREEN} />
      ))}
    </>
  );
}

/** A numeral over a red mark like 万 (wan, ten thousand), the characters suit. */
function Characters({ rank }: { rank: number }) {
  return (
    <g>
      <text x={30} y={36} textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight={800} fontSize={34} fill={NAVY}>
        {rank}
      </text>
      <g fill="none" stroke={RED} strokeWidth={4.5} strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 46 H46" />
        <path d="M27 46 C27 56 24 64 16 70" />
        <path d="M27 55 H42 C42 62 40 67 35 69" />
      </g>
    </g>
  );
}

function Wind({ letter }: { letter: string }) {
  return (
    <text x={30} y={54} textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight={800} fontSize={44} fill={NAVY}>
      {letter}
    </text>
  );
}

const DRAGONS: Record<string, ReactNode> = {
  // 中: a box with a stroke through it.
  dr: (
    <g fill="none" stroke={RED} strokeWidth={6} strokeLinecap="round" strokeLinejoin="round">
      <rect x={13} y={25} width={34} height={24} rx={2} />
      <path d="M30 10 V68" />
    </g>
  ),
  // A green sprout: a stem and two leaves.
  dg: (
    <g fill={GREEN}>
      <path d="M30 70 V30" stroke={GREEN} strokeWidth={5} strokeLinecap="round" />
      <path d="M30 34 C16 34 10 24 12 12 C24 12 31 20 30 34 Z" />
      <path d="M30 44 C44 44 50 34 48 22 C36 22 29 30 30 44 Z" />
      <path d="M18 70 H42" stroke={GREEN} strokeWidth={5} strokeLinecap="round" />
    </g>
  ),
  // The white dragon: a blue frame.
  dw: (
    <g fill="none" stroke={BLUE}>
      <rect x={11} y={11} width={38} height={56} rx={3} strokeWidth={5} />
      <rect x={19} y={19} width={22} height={40} rx={2} strokeWidth={2.5} />
    </g>
  ),
};

function Blossom() {
  return (
    <g>
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle
          key={angle}
          cx={r2(30 + 10 * Math.sin((angle * Math.PI) / 180))}
          cy={r2(30 - 10 * Math.cos((angle * Math.PI) / 180))}
          r={8}
          fill="#be185d"
        />
      ))}
      <circle cx={30} cy={30} r={5} fill="#facc15" stroke="#854d0e" strokeWidth={1} />
    </g>
  );
}

function Sun() {
  return (
    <g stroke="#c2410c" strokeWidth={3.5} strokeLinecap="round">
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
        const s = Math.sin((angle * Math.PI) / 180);
        const c = Math.cos((angle * Math.PI) / 180);
        return <line key={angle} x1={r2(30 + 13 * s)} y1={r2(30 - 13 * c)} x2={r2(30 + 19 * s)} y2={r2(30 - 19 * c)} />;
      })}
      <circle cx={30} cy={30} r={9} fill="#f97316" />
    </g>
  );
}

function Bonus({ kind, number }: { kind: 'f' | 's'; number: string }) {
  return (
    <g>
      {kind === 'f' ? <Blossom /> : <Sun />}
      <text
        x={30}
        y={70}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight={800}
        fontSize={20}
        fill={kind === 'f' ? '#9d174d' : '#9a3412'}
      >
        {number}
      </text>
    </g>
  );
}

const WIND_LETTERS: Record<string, string> = { we: 'E', ws: 'S', ww: 'W', wn: 'N' };

export function faceOf(code: string): ReactNode {
  const rank = Number(code[1]);
  switch (code[0]) {
    case 'd':
      return Number.isInteger(rank) ? <Dots rank={rank} /> : DRAGONS[code];
    case 'b':
      return <Bamboo rank={rank} />;
    case 'c':
      return <Characters rank={rank} />;
    case 'w':
      return <Wind letter={WIND_LETTERS[code] ?? '?'} />;
    case 'f':
    case 's':
      return <Bonus kind={code[0]} number={code[1]!} />;
    default:
      return null;
  }
}
