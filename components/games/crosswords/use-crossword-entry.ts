'use client';

import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import type { KeyAction } from '@/components/games/shell/letter-keyboard';
import type { PlayView } from '@/components/games/shell/play-api';
import type { CrosswordPuzzle } from '@/lib/games/crosswords/format';
import type { GridShape } from '@/lib/games/crosswords/grid';
import type { CrosswordView } from '@/lib/games/crosswords/play-view';
import { clueKey } from './crossword-clues';
import {
  afterLetter,
  arrow,
  backspace,
  firstCursor,
  isArrow,
  isEmpty,
  lettersFrom,
  press,
  slotOf,
  tabTo,
  type Cursor,
  type Layout,
} from './crossword-cursor';
import { usePageLetters } from './crosswords-client';

const pencilKey = (playId: string) => `crosswords:pencil:${playId}`;

/** The first input on the covered grid: it starts the play, then is applied (the square tapped, the letter typed). */
type FirstInput = { cell?: number; letter?: string };

/**
 * The crossword's letters, cursor and pencil marks in the browser, and the keys and taps that change
 * them. Before the start (`canStart`), a tap on a square or a letter typed calls `start` and is kept
 * until the grid can be played.
 */
export function useCrosswordEntry(options: {
  play: PlayView | null;
  view: CrosswordView | null;
  shape: GridShape | null;
  layout: Layout | null;
  puzzle: CrosswordPuzzle | null;
  playing: boolean;
  canPlay: boolean;
  canStart: boolean;
  start: () => void;
  announce: (message: string) => void;
}) {
  const { play, view, shape, layout, puzzle, playing, canPlay, canStart, start, announce } = options;
  const playId = play?.playId;
  const [letters, setLetters] = useState<string[]>([]);
  const [cursor, setCursor] = useState<Cursor>({ cell: 0, direction: 'across' });
  const [pencilMode, setPencilMode] = useState(false);
  const [pencil, setPencil] = useState<ReadonlySet<number>>(new Set());
  const firstInput = useRef<FirstInput | null>(null);
  const revealed = useMemo(() => new Set(view?.revealed ?? []), [view]);
  // A check's marks hold while the square keeps the letter that was checked.
  const wrong = useMemo(() => new Set((view?.checkedWrong ?? []).filter((c) => letters[c] === view?.letters[c])), [letters, view]);
  const confirmed = useMemo(() => new Set((view?.confirmed ?? []).filter((c) => letters[c] === view?.letters[c])), [letters, view]);
  const filled = useMemo(
    () =>
      new Set((layout?.slots ?? []).filter((s) => s.cells.every((c) => !isEmpty(letters[c]))).map((s) => clueKey(s.direction, s.number))),
    [layout, letters],
  );

  // A play opened (or reopened, or over): the letters as the server has them, the solution once over.
  const playOpened = useEffectEvent(() => {
    if (!play || !view || !shape || !layout) return;
    const size = shape.width * shape.height;
    const shown = play.status !== 'playing' && view.solution ? view.solution.replaceAll('/', '') : view.letters;
    setLetters(lettersFrom(shown, size));
    if (play.status !== 'playing') return;
    const stored = browserStorage()?.getItem(pencilKey(play.playId));
    setPencil(new Set(stored ? (JSON.parse(stored) as number[]).filter((c) => Number.isInteger(c)) : []));
    setCursor((before) => (layout.blocks[before.cell] === false && before.cell < size ? before : firstCursor(layout)));
  });
  // Only when the play itself changes: the view's later answers are merged below.
  useEffect(() => playOpened(), [play]);

  // Another play: the cursor at the first entry, no first input waiting.
  const playChanged = useEffectEvent(() => {
    firstInput.current = null;
    if (layout) setCursor(firstCursor(layout));
  });
  useEffect(() => playChanged(), [playId]);

  // Revealed letters come in with each answer, and stay.
  useEffect(() => {
    if (!view || !playing || view.revealed.length === 0) return;
    setLetters((before) =>
      view.revealed.some((c) => before[c] !== view.letters[c])
        ? before.map((l, c) => (view.revealed.includes(c) ? (view.letters[c] ?? l) : l))
        : before,
    );
  }, [playing, view]);

  useEffect(() => {
    if (playId && playing) browserStorage()?.setItem(pencilKey(playId), JSON.stringify([...pencil]));
  }, [pencil, playId, playing]);

  const writeAt = (letter: string, at: Cursor) => {
    if (!layout) return;
    const cell = at.cell;
    const next = [...letters];
    if (!revealed.has(cell)) next[cell] = letter.toUpperCase();
    setLetters(next);
    setPencil((before) => {
      if (revealed.has(cell) || before.has(cell) === pencilMode) return before;
      const after = new Set(before);
      if (pencilMode) after.add(cell);
      else after.delete(cell);
      return after;
    });
    setCursor(afterLetter(layout, at, next));
  };

  /** Before the start: the input starts the play and waits for it. */
  const begin = (input: FirstInput): boolean => {
    if (!canStart) return false;
    firstInput.current = { ...firstInput.current, ...input };
    start();
    return true;
  };

  // The play started: the square tapped and the letter typed to start it are applied.
  const applyFirstInput = useEffectEvent(() => {
    const input = firstInput.current;
    firstInput.current = null;
    if (!input || !layout) return;
    const at = input.cell === undefined ? cursor : press(layout, cursor, input.cell);
    if (input.letter) writeAt(input.letter, at);
    else setCursor(at);
  });
  useEffect(() => {
    if (canPlay) applyFirstInput();
  }, [canPlay]);

  const write = (letter: string) => {
    if (begin({ letter })) return;
    if (canPlay) writeAt(letter, cursor);
  };

  const erase = () => {
    if (!canPlay || !layout) return;
    const out = backspace(layout, cursor, letters, revealed);
    setLetters(out.letters);
    setCursor(out.cursor);
  };

  const onPress = (cell: number) => {
    if (layout && !begin({ cell }) && canPlay) setCursor(press(layout, cursor, cell));
  };

  const onKey = (action: KeyAction) => {
    if (action.kind === 'letter') write(action.letter);
    else if (action.kind === 'backspace') erase();
  };
  usePageLetters(onKey);

  const onBoardKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!layout || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (!canPlay) {
      // Enter or Space on the page's square starts without a click on it (the next click only selects).
      const first = /^[a-z]$/i.test(key) ? { letter: key } : key === 'Enter' || key === ' ' ? {} : null;
      if (first && begin(first)) event.preventDefault();
      return;
    }
    let next: Cursor | null = null;
    if (isArrow(key)) next = arrow(layout, cursor, key);
    else if (key === 'Tab') next = tabTo(layout, cursor, letters, event.shiftKey);
    else if (key === 'Backspace' || key === 'Delete') erase();
    else if (/^[a-z]$/i.test(key)) write(key);
    else return;
    event.preventDefault();
    if (next) setCursor(next);
  };

  // The cursor's entry, the one crossing it, and its clue (said when the cursor enters another entry).
  const slot = layout ? slotOf(layout, cursor) : null;
  const crossing = layout ? (layout[cursor.direction === 'across' ? 'down' : 'across'][cursor.cell] ?? null) : null;
  const clue = slot && puzzle ? (puzzle.clues.find((c) => c.direction === slot.direction && c.number === slot.number) ?? null) : null;

  const saidClue = useRef<string | null>(null);
  useEffect(() => {
    if (!slot || !clue) return;
    const key = `${playId}:${slot.direction}:${slot.number}`;
    if (saidClue.current === key) return;
    // Not on opening a play: the shell says which play it is.
    const moved = saidClue.current?.startsWith(`${playId}:`) ?? false;
    saidClue.current = key;
    if (canPlay && moved)
      announce(`${slot.number} ${slot.direction === 'across' ? 'Across' : 'Down'}: ${clue.text}, ${slot.cells.length} letters.`);
  }, [announce, canPlay, clue, playId, slot]);

  const marks = { pencil, wrong, confirmed, revealed };
  return { letters, cursor, setCursor, slot, crossing, clue, marks, filled, pencilMode, setPencilMode, onKey, onBoardKey, onPress };
}
