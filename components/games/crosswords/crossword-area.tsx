'use client';

import dynamic from 'next/dynamic';
import type { RefObject, KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { KeyAction } from '@/components/games/shell/letter-keyboard';
import type { BoardParts } from '@/components/games/shell/hidden-state-frame';
import type { CrosswordPuzzle } from '@/lib/games/crosswords/format';
import type { GridShape, Slot } from '@/lib/games/crosswords/grid';
import { CrosswordBoard, type CellMarks } from './crossword-board';
import { ClueBar, ClueLists, type BarStart } from './crossword-clues';
import { CrosswordCover } from './crossword-cover';
import type { Cursor, Layout } from './crossword-cursor';

// Only touch screens and narrow windows show it (never the server's render): loaded then, off the page's budget.
const LetterKeyboard = dynamic(() => import('@/components/games/shell/letter-keyboard').then((m) => m.LetterKeyboard), { ssr: false });

type Props = {
  phase: string;
  level: string | undefined;
  puzzleText: string | undefined;
  shape: GridShape | null;
  layout: Layout | null;
  puzzle: CrosswordPuzzle | null;
  levelName: string | null;
  letters: string[];
  cursor: Cursor;
  slot: Slot | null;
  crossing: Slot | null;
  clue: CrosswordPuzzle['clues'][number] | null;
  marks: CellMarks;
  filled: ReadonlySet<string>;
  cellSize: number;
  playing: boolean;
  started: boolean;
  starting: boolean;
  hidden: boolean;
  canPlay: boolean;
  /** Before the start: the Start button in the clue bar's place. */
  start: BarStart;
  touch: boolean;
  boardBox: RefObject<HTMLDivElement | null>;
  keyboardBox: RefObject<HTMLDivElement | null>;
  parts: BoardParts;
  onToggle(): void;
  onStep(back: boolean): void;
  onPick(slot: Slot): void;
  onPress(cell: number): void;
  onBoardKey(event: ReactKeyboardEvent<HTMLElement>): void;
  onKey(action: KeyAction): void;
};

/**
 * The crossword's play area: the clue bar (Start in its place until the start), the grid (covered
 * until then), the page's keyboard on touch screens and the clue lists (kept in place, unseen, before the start).
 */
export function CrosswordArea({ boardBox, keyboardBox, ...p }: Props) {
  const { layout, shape, playing, started, hidden } = p;
  return (
    <div
      className="relative @2xl:flex @2xl:items-start @2xl:gap-4"
      data-phase={p.phase}
      data-testid="crosswords-area"
      data-level={p.level}
      data-puzzle={p.puzzleText}
    >
      <div
        className={`min-w-0 space-y-2 @2xl:w-(--board-width) @2xl:flex-none ${hidden ? 'invisible' : ''}`}
        style={{ ['--board-width' as string]: `${Math.max(288, p.cellSize * (layout?.width ?? 5) + 4)}px` }}
        {...p.parts.hiddenProps}
      >
        {layout && playing && (
          <ClueBar
            slot={p.slot}
            clue={p.clue}
            disabled={!p.canPlay}
            start={started ? null : p.start}
            onToggle={p.onToggle}
            onStep={p.onStep}
          />
        )}
        <div ref={boardBox} className="relative w-full @2xl:w-auto" data-testid="board-area">
          {layout && p.phase !== 'loading' && p.phase !== 'failed' && (
            <CrosswordBoard
              layout={layout}
              letters={p.letters}
              cursor={p.cursor}
              marks={p.marks}
              cellSize={p.cellSize}
              interactive={p.canPlay || (playing && !hidden && !started && !p.starting)}
              onPress={p.onPress}
              onKeyDown={p.onBoardKey}
            />
          )}
          {layout && playing && !started && <CrosswordCover />}
        </div>
        {p.touch && playing && (
          <div ref={keyboardBox}>
            <LetterKeyboard testId="crosswords-keyboard" disabled={!p.canPlay && (started || hidden)} enterLabel={null} onKey={p.onKey} />
          </div>
        )}
      </div>
      {shape && layout && (
        <div className={`mt-3 min-w-0 flex-1 @2xl:mt-0 ${hidden || !started ? 'invisible' : ''}`} {...p.parts.hiddenProps}>
          {p.levelName && (
            <p className="mb-1 text-xs text-slate-700 dark:text-slate-300">{`${p.levelName}, ${shape.width}×${shape.height}`}</p>
          )}
          {/* Before the start, blank rows keep the lists' place, unseen. */}
          <ClueLists
            height={p.cellSize * layout.height + 52}
            clues={p.puzzle?.clues ?? layout.slots.map((c) => ({ ...c, text: '' }))}
            slots={layout.slots}
            current={playing ? p.slot : null}
            crossing={playing ? p.crossing : null}
            filled={p.filled}
            disabled={!p.canPlay}
            onPick={p.onPick}
          />
        </div>
      )}
      {p.parts.paused}
    </div>
  );
}
