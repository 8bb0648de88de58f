'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { GameViewProps } from '@/components/games/shell/types';
import { parseWordsearch } from '@/lib/games/wordsearch/format';
import { useBoardSide } from '../shell/use-board-side';
import { WordsearchBoard, type Flash } from './wordsearch-board';
import { wordColour } from './wordsearch-palette';
import { boardKey, foundByCell, foundCount, markCell, pendingPreview, selectLine, where, type WordsearchState } from './wordsearch-state';
import { WordList } from './word-list';

/** How long a wrong selection stays on the board. */
const FLASH_MS = 700;
/** The smallest cell offered, even on a short screen: a finger still hits it. */
const MIN_CELL = 24;

/** The Wordsearch grid, its word list and input; the shell around it has the clock, undo, hints and results. */
export function WordsearchView({ puzzle: text, state, update, hintCells, interactive, announce, notify }: GameViewProps<WordsearchState>) {
  const puzzle = useMemo(() => parseWordsearch(text), [text]);
  const byCell = useMemo(() => (puzzle ? foundByCell(puzzle, state) : new Map<number, number[]>()), [puzzle, state]);
  const hints = useMemo(() => new Set(hintCells), [hintCells]);
  const [selected, setSelected] = useState(0);
  const [pending, setPending] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const boardBox = useRef<HTMLDivElement>(null);
  const listBox = useRef<HTMLDivElement>(null);
  const side = useBoardSide(boardBox, listBox, MIN_CELL * Math.max(puzzle?.width ?? 10, puzzle?.height ?? 10));

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);

  // Over (or paused): a half-made selection is dropped.
  useEffect(() => {
    if (!interactive) setPending(null);
  }, [interactive]);

  const choose = useCallback(
    (from: number, to: number) => {
      if (!puzzle || !interactive) return;
      setPending(null);
      setHover(null);
      const outcome = selectLine(state, puzzle, from, to);
      if (outcome.kind === 'found') {
        update((s) => selectLine(s, puzzle, from, to).state);
        const count = foundCount(outcome.state);
        announce(`Found ${puzzle.words[outcome.word]}. ${count} of ${puzzle.words.length} words found.`);
        return;
      }
      setFlash((before) => ({ key: (before?.key ?? 0) + 1, from, to }));
      notify(outcome.kind === 'already' ? `${puzzle.words[outcome.word]} is already found.` : 'No listed word there.');
    },
    [announce, interactive, notify, puzzle, state, update],
  );

  const tap = useCallback(
    (cell: number) => {
      if (!puzzle || !interactive) return;
      const next = markCell(puzzle, pending, cell);
      setSelected(cell);
      if (next.selection) return choose(next.selection.from, next.selection.to);
      setPending(next.pending);
      setHover(null);
      if (next.pending !== null) announce(`Start: ${where(puzzle, cell)}, ${puzzle.letters[cell]}. Now choose the last letter.`);
      else announce('Selection cancelled.');
    },
    [announce, choose, interactive, pending, puzzle],
  );

  const line = useCallback(
    (from: number, to: number) => {
      setSelected(to);
      choose(from, to);
    },
    [choose],
  );

  if (!puzzle) return <p role="alert">This puzzle cannot be shown.</p>;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // undo and redo belong to the shell
    const result = boardKey(puzzle, selected, pending, event.key);
    if (!result) return;
    event.preventDefault(); // arrows move the focus, never the page; Space never scrolls
    if (result.kind === 'move') {
      setSelected(result.selected);
      setHover(null);
    } else if (result.kind === 'mark') tap(selected);
    else {
      setPending(null);
      announce('Selection cancelled.');
    }
  };

  const preview = pendingPreview(puzzle, pending, hover ?? selected);
  const count = foundCount(state);
  return (
    <div className="flex flex-col gap-2 @2xl:flex-row @2xl:items-start @2xl:gap-4">
      <div
        ref={boardBox}
        // On a phone the grid may take the card's padding, but only what its cells need to stay MIN_CELL
        // wide (a 15x15 grid takes it all): a smaller grid keeps that padding as a margin (CSS alone, no measuring).
        className="-mx-2 w-[calc(100%+1rem)] self-center px-[clamp(0px,calc((100%_+_1rem_-_var(--ws-need))_/_2),0.5rem)] @2xl:mx-0 @2xl:w-[min(64%,calc(100dvh-13rem))] @2xl:self-start @2xl:px-0"
        style={{ '--ws-need': `${MIN_CELL * puzzle.width + 2}px`, ...(side === null ? {} : { maxWidth: `${side}px` }) } as CSSProperties}
      >
        <WordsearchBoard
          puzzle={puzzle}
          text={text}
          lines={state.lines}
          foundByCell={byCell}
          selected={selected}
          pending={pending}
          preview={preview}
          flash={flash}
          hintCells={hints}
          interactive={interactive}
          onSelect={setSelected}
          onTap={tap}
          onLine={line}
          onHover={setHover}
          onKeyDown={onKeyDown}
        />
      </div>
      <div ref={listBox} className="min-w-0 flex-1">
        <WordList puzzle={puzzle} found={state.found} count={count} colourOf={wordColour} />
        <p id="wordsearch-keys" className="mt-2 hidden text-xs text-slate-700 @2xl:block dark:text-slate-300">
          Drag from a word&apos;s first letter to its last, or click both ends. Keys: arrows move, Space or Enter marks the start and then
          the end, Escape cancels, Ctrl+Z undo.
        </p>
      </div>
    </div>
  );
}
