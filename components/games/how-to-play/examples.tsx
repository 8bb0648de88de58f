import type { ReactNode } from 'react';
import { REGION_FILLS } from '@/components/games/queenie/queenie-palette';
import type { GameId } from '@/lib/games/catalogue';

/*
 * The first-visit card's pictured examples: one tiny, static position per game, drawn with HTML and
 * SVG on the server (no client code). Each is one image to assistive technology, with its label
 * saying what it shows; the card's lines say the rest.
 */

const CELL = 'flex h-9 w-9 items-center justify-center text-lg font-bold';

function Picture({ label, children, caption }: { label: string; children: ReactNode; caption?: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="how-to-example">
      <div role="img" aria-label={label} className="flex flex-col items-center gap-2">
        {children}
      </div>
      {caption && <figcaption className="text-center text-sm text-slate-700 dark:text-slate-300">{caption}</figcaption>}
    </figure>
  );
}

function Sudoku() {
  const row = ['5', '3', '', '6', '7', '8', '9', '1', '2'];
  return (
    <Picture
      label="A sudoku row holding 5 3 6 7 8 9 1 2 and one empty cell, which must be 4"
      caption="One digit is missing from this row: it must be 4."
    >
      <div className="flex border-2 border-slate-800 dark:border-slate-300">
        {row.map((digit, i) => (
          <span
            key={i}
            className={`${CELL} h-8 w-8 text-base ${i % 3 === 2 && i < 8 ? 'border-r-2 border-slate-800 dark:border-slate-300' : i < 8 ? 'border-r border-slate-300 dark:border-slate-600' : ''} ${digit ? '' : 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'}`}
          >
            {digit || '4'}
          </span>
        ))}
      </div>
    </Picture>
  );
}

/** A 4x4 Queenie solved: every row, column and colour has one queen, and none touch. */
function Queenie() {
  const regions = ['aabb', 'acbb', 'ccdb', 'cddd'];
  const queens = new Set(['0,1', '1,3', '2,0', '3,2']);
  const edge = (r: number, c: number, dr: number, dc: number) =>
    regions[r + dr]?.[c + dc] !== undefined && regions[r + dr]?.[c + dc] !== regions[r]?.[c];
  return (
    <Picture label="A 4 by 4 Queenie board with four colour regions, solved: one queen in each row, column and region, no two touching">
      <div className="grid grid-cols-4 border-2 border-slate-800" style={{ width: '9rem' }}>
        {regions.flatMap((line, r) =>
          [...line].map((region, c) => (
            <span
              key={`${r}-${c}`}
              className={`${CELL} text-slate-900 ${edge(r, c, 0, 1) ? 'border-r-2 border-r-slate-800' : 'border-r border-r-slate-400/60'} ${edge(r, c, 1, 0) ? 'border-b-2 border-b-slate-800' : 'border-b border-b-slate-400/60'}`}
              style={{ backgroundColor: REGION_FILLS[region.charCodeAt(0) - 97] }}
            >
              {queens.has(`${r},${c}`) && (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3/5 w-3/5 fill-slate-900">
                  <path d="M3 8l4.5 4L12 4l4.5 8L21 8l-2 11H5L3 8zm2 12.5h14V22H5v-1.5z" />
                </svg>
              )}
            </span>
          )),
        )}
      </div>
    </Picture>
  );
}

function TakuzuLine({ cells, ok, children }: { cells: string; ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex gap-0.5">
        {[...cells].map((v, i) => (
          <span
            key={i}
            className={`flex h-7 w-7 items-center justify-center rounded text-sm font-bold ${v === '1' ? 'bg-sky-700 text-white dark:bg-sky-500 dark:text-slate-950' : 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100'}`}
          >
            {v}
          </span>
        ))}
      </span>
      <span
        className={`w-5 flex-none text-center text-lg font-bold ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
        aria-hidden="true"
      >
        {ok ? '✓' : '✗'}
      </span>
      <span className="text-sm">{children}</span>
    </li>
  );
}

/** Takuzu's three rules, one line each, a breaking example beside a keeping one. */
function Takuzu() {
  return (
    <figure data-testid="how-to-example" className="w-full">
      <ul className="space-y-2" aria-label="The three rules, with examples">
        <TakuzuLine cells="001000" ok={false}>
          <span className="sr-only">Wrong: 0 0 1 0 0 0. </span>Never three alike side by side.
        </TakuzuLine>
        <TakuzuLine cells="011010" ok>
          <span className="sr-only">Right: 0 1 1 0 1 0. </span>As many 0s as 1s in every row and column.
        </TakuzuLine>
        <TakuzuLine cells="010110" ok={false}>
          <span className="sr-only">Wrong if another row is also 0 1 0 1 1 0. </span>No two rows (or columns) the same.
        </TakuzuLine>
      </ul>
    </figure>
  );
}

function Minesweeper() {
  // Column 0 open and empty, column 1 open 1s, column 2 hidden: the middle one is the mine.
  const cells: [string, 'open' | 'hidden' | 'flag'][] = [
    ['', 'open'],
    ['1', 'open'],
    ['', 'hidden'],
    ['', 'open'],
    ['1', 'open'],
    ['', 'flag'],
    ['', 'open'],
    ['1', 'open'],
    ['', 'hidden'],
  ];
  return (
    <Picture
      label="A 3 by 3 corner of a minefield: a column of open 1s beside three hidden cells; the middle hidden cell is flagged as the mine"
      caption="Each 1 touches one mine. The only hidden cell all three touch is the middle one: flag it; the other two are safe."
    >
      <div className="grid grid-cols-3 gap-0.5 rounded bg-slate-300 p-0.5 dark:bg-slate-600">
        {cells.map(([text, kind], i) => (
          <span
            key={i}
            className={`${CELL} ${kind === 'open' ? 'bg-slate-100 text-blue-800 dark:bg-slate-800 dark:text-blue-300' : 'bg-slate-400 shadow-[inset_2px_2px_0_rgba(255,255,255,0.5),inset_-2px_-2px_0_rgba(0,0,0,0.2)] dark:bg-slate-500'}`}
          >
            {kind === 'flag' ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                <path d="M7 3v18" strokeWidth="2" className="stroke-slate-900" />
                <path d="M8 4l10 4-10 4z" className="fill-red-600" />
              </svg>
            ) : (
              text
            )}
          </span>
        ))}
      </div>
    </Picture>
  );
}

function WordGuesser() {
  const tiles: [string, string][] = [
    ['C', 'bg-green-700 text-white'],
    ['R', 'bg-slate-600 text-white'],
    ['A', 'bg-yellow-400 text-slate-950'],
    ['N', 'bg-slate-600 text-white'],
    ['E', 'bg-slate-600 text-white'],
  ];
  return (
    <Picture
      label="The guess CRANE: C green, A yellow, R, N and E grey"
      caption="C is in the right place; A is in the word, elsewhere; R, N and E are not in it."
    >
      <div className="flex gap-1">
        {tiles.map(([letter, colour]) => (
          <span key={letter} className={`${CELL} h-11 w-11 rounded text-xl ${colour}`}>
            {letter}
          </span>
        ))}
      </div>
    </Picture>
  );
}

function Wordsearch() {
  const rows = ['CATS', 'OXOQ', 'WNGD', 'KYEV'];
  return (
    <Picture
      label="A 4 by 4 letter grid in which the word CAT, along the top row, is ringed as found"
      caption="CAT is found: its letters are ringed. COW runs down the first column."
    >
      <div className="relative">
        <div className="grid grid-cols-4 rounded border border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
          {rows.flatMap((line, r) =>
            [...line].map((letter, c) => (
              <span key={`${r}-${c}`} className={CELL}>
                {letter}
              </span>
            )),
          )}
        </div>
        {/* The ring around C-A-T: three cells wide, one tall. */}
        <span
          aria-hidden="true"
          className="absolute left-0.5 top-0.5 h-8 w-[6.5rem] rounded-full border-[3px] border-amber-500 bg-amber-400/25"
        />
      </div>
    </Picture>
  );
}

function Game2048() {
  const tile = (v: number | null) => (
    <span
      className={`${CELL} h-10 w-10 rounded ${v === null ? 'bg-slate-200 dark:bg-slate-700' : v === 2 ? 'bg-amber-100 text-slate-900' : 'bg-amber-300 text-slate-900'}`}
    >
      {v ?? ''}
    </span>
  );
  return (
    <Picture
      label="A row 2 2 empty empty slid right becomes empty empty empty 4"
      caption="Slide right: the two 2s meet and merge into a 4."
    >
      <div className="flex items-center gap-2">
        <div className="flex gap-1">
          {[2, 2, null, null].map((v, i) => (
            <span key={i}>{tile(v)}</span>
          ))}
        </div>
        <span aria-hidden="true" className="text-xl font-bold">
          →
        </span>
        <div className="flex gap-1">
          {[null, null, null, 4].map((v, i) => (
            <span key={i}>{tile(v)}</span>
          ))}
        </div>
      </div>
    </Picture>
  );
}

const EXAMPLES: Partial<Record<GameId, () => ReactNode>> = {
  sudoku: Sudoku,
  queenie: Queenie,
  takuzu: Takuzu,
  minesweeper: Minesweeper,
  wordguesser: WordGuesser,
  wordsearch: Wordsearch,
  '2048': Game2048,
};

/** The game's pictured example, or nothing where it has none. */
export function HowToExample({ game }: { game: GameId }) {
  const Example = EXAMPLES[game];
  return Example ? <Example /> : null;
}
