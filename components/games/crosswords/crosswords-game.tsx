'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import type { KeyAction } from '@/components/games/shell/letter-keyboard';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import { parseCrossword, parseShape } from '@/lib/games/crosswords/format';
import { LEVEL_RULES, isCrosswordLevel } from '@/lib/games/crosswords/levels';
import type { CrosswordScope } from '@/lib/games/crosswords/moves';
import { scopeCells } from '@/lib/games/crosswords/scope';
import { CrosswordBoard } from './crossword-board';
import { ClueBar, ClueLists, clueKey } from './crossword-clues';
import { CrosswordCover } from './crossword-cover';
import {
  afterLetter,
  arrow,
  backspace,
  firstCursor,
  isArrow,
  isEmpty,
  isFull,
  layoutOf,
  lettersFrom,
  lettersText,
  press,
  slotOf,
  startOf,
  tabTo,
  toggle,
  type Cursor,
} from './crossword-cursor';
import { parseCrosswordView } from './crossword-view';
import { helpWords, useBoardFit, usePageLetters, useTouchKeyboard } from './crosswords-client';
import { CrosswordsToolbar } from './crosswords-toolbar';
import { useMoveQueue } from './use-move-queue';

// Only touch screens and narrow windows show it (never the server's render): loaded then, off the page's budget.
const LetterKeyboard = dynamic(() => import('@/components/games/shell/letter-keyboard').then((m) => m.LetterKeyboard), { ssr: false });

const pencilKey = (playId: string) => `crosswords:pencil:${playId}`;

/**
 * The /crosswords page's game. The letters live in the browser and are saved to the server (a
 * debounced `save` move) so a reload resumes them; a full grid is sent (`submit`) and the server,
 * which alone has the answers, says whether it is solved (once the free wrong ones are used up, only
 * when the player presses Submit: each wrong one then counts as a check). Check and Reveal are server
 * moves too, and mark the result assisted. Pencil letters are the browser's own (grey, remembered per play).
 * A new play shows the grid's shape only, covered, until the player presses Start (the first move:
 * the clock starts and its reply brings the clues).
 */
export default function CrosswordsGame({ info }: { info: GameInfo }) {
  const p = useHiddenFrame(info, parseCrosswordView);
  const { announce } = p;
  const { play, view } = p;
  const playId = play?.playId;
  const shape = useMemo(() => (play ? parseShape(play.puzzle.split('|')[0]!) : null), [play]);
  const layout = useMemo(() => (shape ? layoutOf(shape) : null), [shape]);
  // The clues come with the start (the view's full text).
  const cluesText = view?.puzzle;
  const puzzle = useMemo(() => (cluesText ? parseCrossword(cluesText) : null), [cluesText]);
  const started = view?.started ?? false;
  const [starting, setStarting] = useState(false);
  const [letters, setLetters] = useState<string[]>([]);
  const [cursor, setCursor] = useState<Cursor>({ cell: 0, direction: 'across' });
  const [pencilMode, setPencilMode] = useState(false);
  const [pencil, setPencil] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [used, setUsed] = useState({ checks: 0, reveals: 0 });
  const q = useMoveQueue(p.send, playId);
  const report = useRef<{ action: 'Check' | 'Reveal'; scope: CrosswordScope; cells: number[] } | null>(null);

  const playing = p.phase.kind === 'playing';
  const hidden = boardHidden(p, started);
  const canPlay = playing && !hidden && layout !== null && started;
  const end = p.phase.kind === 'over' ? p.phase : null;

  // A play opened (or reopened, or over): the letters as the server has them, the solution once over.
  const playOpened = useEffectEvent(() => {
    if (!play || !view || !shape || !layout) return;
    const size = shape.width * shape.height;
    const shown = play.status !== 'playing' && view.solution ? view.solution.replaceAll('/', '') : view.letters;
    setLetters(lettersFrom(shown, size));
    q.opened(view.letters);
    if (play.status !== 'playing') return;
    const stored = browserStorage()?.getItem(pencilKey(play.playId));
    setPencil(new Set(stored ? (JSON.parse(stored) as number[]).filter((c) => Number.isInteger(c)) : []));
    setCursor((before) => (layout.blocks[before.cell] === false && before.cell < size ? before : firstCursor(layout)));
  });
  // Only when the play itself changes: the view's later answers are merged below.
  useEffect(() => playOpened(), [play]);

  // Another play: nothing used or said yet, the cursor at the first entry.
  const playChanged = useEffectEvent(() => {
    setUsed({ checks: 0, reveals: 0 });
    setNotice(null);
    setStarting(false);
    if (layout) setCursor(firstCursor(layout));
  });
  useEffect(() => playChanged(), [playId]);

  // Each answer: revealed letters come in (and stay), and a check or reveal just made is said.
  useEffect(() => {
    if (!view || !playing) return;
    if (view.revealed.length > 0)
      setLetters((before) =>
        view.revealed.some((c) => before[c] !== view.letters[c])
          ? before.map((l, c) => (view.revealed.includes(c) ? (view.letters[c] ?? l) : l))
          : before,
      );
    const made = report.current;
    if (made) {
      report.current = null;
      void import('./help-menu').then((m) => announce(m.scopeReport(made.action, made.scope, made.cells, view)));
    }
  }, [announce, playing, view]);

  const text = layout ? lettersText(layout, letters) : '';
  const full = layout !== null && letters.length > 0 && isFull(layout, letters);

  // Wrong full grids the server judges without counting them as a check; then only Submit sends one.
  const freeSubmits = view?.freeSubmits ?? 1;
  const say = useCallback(
    (words: string) => {
      setNotice(words);
      announce(words);
    },
    [announce],
  );

  // Every change is saved (debounced); a full grid is submitted while wrong ones are free: the server
  // says whether it is right. Past them a full grid is only saved, and judged when the player presses Submit.
  const lettersChanged = useEffectEvent(() => {
    if (!playing || !layout || letters.length === 0) return;
    setNotice(null);
    if (!full || freeSubmits === 0) return q.save(text);
    const answer = q.submit(text);
    void answer?.then((sent) => {
      if (!sent?.ok || sent.status !== 'playing') return;
      const gentle = 'The grid is full, but something is not right yet. Keep going: Check can point out wrong letters.';
      say(freeSubmits > 1 ? gentle : `${gentle} From now on the grid is judged when you press Submit, and a wrong one counts as a check.`);
    });
  });

  const submitNow = async () => {
    if (!canPlay || !full) return;
    q.cancelSave();
    const sent = await q.submit(text);
    if (sent === null) say('This grid was judged already: change a letter first.');
    else if (!sent.ok) say(sent.message);
    else if (sent.status === 'playing') {
      setUsed((u) => ({ ...u, checks: u.checks + 1 }));
      say('Not right yet: that Submit counted as a check. Check can point out wrong letters.');
    }
  };
  // Per change of the letters' text (or of playing), not of every value read above.
  useEffect(() => lettersChanged(), [text, playing]);

  useEffect(() => {
    if (playId && playing) browserStorage()?.setItem(pencilKey(playId), JSON.stringify([...pencil]));
  }, [pencil, playId, playing]);

  const revealed = useMemo(() => new Set(view?.revealed ?? []), [view]);
  // A check's marks hold while the square keeps the letter that was checked.
  const wrong = useMemo(() => new Set((view?.checkedWrong ?? []).filter((c) => letters[c] === view?.letters[c])), [letters, view]);
  const confirmed = useMemo(() => new Set((view?.confirmed ?? []).filter((c) => letters[c] === view?.letters[c])), [letters, view]);
  const slot = layout ? slotOf(layout, cursor) : null;
  const crossing = layout ? (layout[cursor.direction === 'across' ? 'down' : 'across'][cursor.cell] ?? null) : null;
  const clue = slot && puzzle ? (puzzle.clues.find((c) => c.direction === slot.direction && c.number === slot.number) ?? null) : null;
  const filled = useMemo(
    () =>
      new Set((layout?.slots ?? []).filter((s) => s.cells.every((c) => !isEmpty(letters[c]))).map((s) => clueKey(s.direction, s.number))),
    [layout, letters],
  );

  // The clue is said when the cursor enters another entry.
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

  const write = useCallback(
    (letter: string) => {
      if (!canPlay || !layout) return;
      const cell = cursor.cell;
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
      setCursor(afterLetter(layout, cursor, next));
    },
    [canPlay, cursor, layout, letters, pencilMode, revealed],
  );

  const erase = useCallback(() => {
    if (!canPlay || !layout) return;
    const out = backspace(layout, cursor, letters, revealed);
    setLetters(out.letters);
    setCursor(out.cursor);
  }, [canPlay, cursor, layout, letters, revealed]);

  const onKey = useCallback(
    (action: KeyAction) => {
      if (action.kind === 'letter') write(action.letter);
      else if (action.kind === 'backspace') erase();
    },
    [erase, write],
  );

  const onBoardKey = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!canPlay || !layout || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    let next: Cursor | null = null;
    if (isArrow(key)) next = arrow(layout, cursor, key);
    else if (key === 'Tab') next = tabTo(layout, cursor, letters, event.shiftKey);
    else if (key === 'Backspace' || key === 'Delete') erase();
    else if (/^[a-z]$/i.test(key)) write(key);
    else return;
    event.preventDefault();
    if (next) setCursor(next);
  };

  usePageLetters(onKey);

  const help = async (action: 'Check' | 'Reveal', scope: CrosswordScope) => {
    if (!canPlay || !shape) return;
    const cells = scopeCells(shape, scope, cursor.cell, cursor.direction) ?? [];
    q.cancelSave();
    report.current = { action, scope, cells };
    setUsed((u) => (action === 'Check' ? { ...u, checks: u.checks + 1 } : { ...u, reveals: u.reveals + 1 }));
    const sent = await q.enqueue({
      type: action === 'Check' ? 'check' : 'reveal',
      scope,
      cell: cursor.cell,
      direction: cursor.direction,
      letters: text,
    });
    if (sent && !sent.ok) {
      report.current = null;
      setNotice(sent.message);
      announce(sent.message);
    }
  };

  const start = async () => {
    if (!playing || hidden || started || starting || !play) return;
    setStarting(true);
    const sent = await q.enqueue({ type: 'start' });
    setStarting(false);
    if (sent?.ok) {
      announce('Started: the clock is running.');
      // The grid is where the cover was: focus it without scrolling (the keyboard below may still be loading).
      requestAnimationFrame(() => toBoard({ preventScroll: true }));
      // Started elsewhere (another tab): show the play as the server has it.
    } else if (sent) void p.open(play.mode, play.level, false);
  };

  const toBoard = (options?: FocusOptions) =>
    document.querySelector<HTMLElement>('[data-testid="crosswords-board"] [data-shell-focus]')?.focus(options);
  const jump = (target: Cursor) => {
    setCursor(target);
    // From a clue list, focus goes to the grid, where typing continues (a button takes no system keyboard).
    requestAnimationFrame(() => toBoard());
  };

  const touch = useTouchKeyboard();
  const boardBox = useRef<HTMLDivElement>(null);
  const keyboardBox = useRef<HTMLDivElement>(null);
  const cellSize = useBoardFit(boardBox, keyboardBox, layout, touch && !end);
  const levelName = play && isCrosswordLevel(play.level) ? LEVEL_RULES[play.level].name : null;

  return (
    <HiddenStateFrame
      info={info}
      frame={p}
      started={started}
      hides="the grid and the clues are"
      loadingText="Loading the puzzle…"
      header={(parts) => (
        <>
          {/* The clock beside the mode, so the controls keep to one row on a 390 px phone. */}
          <div className="flex flex-wrap items-center justify-between gap-2">
            {parts.picker}
            {parts.timer}
          </div>
          <CrosswordsToolbar
            pause={parts.pause}
            canPlay={canPlay}
            pencilMode={pencilMode}
            onPencil={() => setPencilMode((on) => !on)}
            onHelp={(action, scope) => void help(action, scope)}
            submit={{ shown: playing && started && freeSubmits === 0, enabled: canPlay && full, onSubmit: () => void submitNow() }}
            assisted={Boolean(view?.assisted) && playing}
          />
        </>
      )}
      notices={
        notice && (
          <p
            className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-1 text-sm text-slate-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
            role="status"
            data-testid="crosswords-notice"
          >
            {notice}
          </p>
        )
      }
      completion={{
        heading: end?.status === 'lost' ? 'Puzzle revealed' : undefined,
        help: view?.assisted ? helpWords(used) : '',
        play: { hints: 0, checks: 0 },
        boardClockFrom: 'the start',
        next: 'puzzle',
      }}
      board={(parts) => (
        <div
          className="relative @2xl:flex @2xl:items-start @2xl:gap-4"
          data-phase={p.phase.kind}
          data-testid="crosswords-area"
          data-level={play?.level}
          data-puzzle={play?.puzzle}
        >
          <div
            className={`min-w-0 space-y-2 @2xl:w-(--board-width) @2xl:flex-none ${hidden ? 'invisible' : ''}`}
            style={{ ['--board-width' as string]: `${Math.max(288, cellSize * (layout?.width ?? 5) + 4)}px` }}
            {...parts.hiddenProps}
          >
            {layout && playing && (
              <div className={started ? '' : 'invisible'}>
                <ClueBar
                  slot={slot}
                  clue={clue}
                  disabled={!canPlay}
                  onToggle={() => layout && setCursor(toggle(layout, cursor))}
                  onStep={(back) => layout && jump(tabTo(layout, cursor, letters, back))}
                />
              </div>
            )}
            <div ref={boardBox} className="relative w-full @2xl:w-auto" data-testid="board-area">
              {layout && p.phase.kind !== 'loading' && p.phase.kind !== 'failed' && (
                <CrosswordBoard
                  layout={layout}
                  letters={letters}
                  cursor={cursor}
                  marks={{ pencil, wrong, confirmed, revealed }}
                  cellSize={cellSize}
                  interactive={canPlay}
                  onPress={(cell) => setCursor(press(layout, cursor, cell))}
                  onKeyDown={onBoardKey}
                />
              )}
              {layout && playing && !started && <CrosswordCover starting={starting} interactive={!hidden} onStart={() => void start()} />}
            </div>
            {touch && playing && (
              <div ref={keyboardBox}>
                <LetterKeyboard testId="crosswords-keyboard" disabled={!canPlay} enterLabel={null} onKey={onKey} />
              </div>
            )}
          </div>
          {shape && layout && (
            <div className={`mt-3 min-w-0 flex-1 @2xl:mt-0 ${hidden || !started ? 'invisible' : ''}`} {...parts.hiddenProps}>
              {levelName && (
                <p className="mb-1 text-xs text-slate-700 dark:text-slate-300">{`${levelName}, ${shape.width}×${shape.height}`}</p>
              )}
              {/* Before the start, blank rows keep the lists' place, unseen. */}
              <ClueLists
                height={cellSize * layout.height + 52}
                clues={puzzle?.clues ?? layout.slots.map((c) => ({ ...c, text: '' }))}
                slots={layout.slots}
                current={playing ? slot : null}
                crossing={playing ? crossing : null}
                filled={filled}
                disabled={!canPlay}
                onPick={(s) => jump(startOf(s, letters))}
              />
            </div>
          )}
          {parts.paused}
        </div>
      )}
    />
  );
}
