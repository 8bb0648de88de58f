'use client';

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import { parseCrossword, parseShape } from '@/lib/games/crosswords/format';
import { LEVEL_RULES, isCrosswordLevel } from '@/lib/games/crosswords/levels';
import type { CrosswordScope } from '@/lib/games/crosswords/moves';
import { scopeCells } from '@/lib/games/crosswords/scope';
import { CrosswordArea } from './crossword-area';
import { isFull, layoutOf, lettersText, startOf, tabTo, toggle, type Cursor } from './crossword-cursor';
import { parseCrosswordView } from './crossword-view';
import { helpWords, useBoardFit, useTouchKeyboard } from './crosswords-client';
import { CrosswordsToolbar } from './crosswords-toolbar';
import { useCrosswordEntry } from './use-crossword-entry';
import { useMoveQueue } from './use-move-queue';

/**
 * The /crosswords page's game. The letters live in the browser and are saved to the server (a
 * debounced `save` move) so a reload resumes them; a full grid is sent (`submit`) and the server,
 * which alone has the answers, says whether it is solved (once the free wrong ones are used up, only
 * when the player presses Submit: each wrong one then counts as a check). Check and Reveal are server
 * moves too, and mark the result assisted. Pencil letters are the browser's own (grey, remembered per play).
 * A new play shows the grid's shape only, covered, until the player's first tap on it, letter
 * typed or Start (in the clue bar's place): the start, the first move; the clock starts and its reply brings the clues.
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
  const [notice, setNotice] = useState<string | null>(null);
  const [used, setUsed] = useState({ checks: 0, reveals: 0 });
  const q = useMoveQueue(p.send, playId);
  const report = useRef<{ action: 'Check' | 'Reveal'; scope: CrosswordScope; cells: number[] } | null>(null);

  const playing = p.phase.kind === 'playing';
  const hidden = boardHidden(p, started);
  const canPlay = playing && !hidden && layout !== null && started;
  const end = p.phase.kind === 'over' ? p.phase : null;
  const canStart = playing && !hidden && layout !== null && !started && !starting && play !== null;

  const toBoard = (options?: FocusOptions) =>
    document.querySelector<HTMLElement>('[data-testid="crosswords-board"] [data-shell-focus]')?.focus(options);

  // Set by a start this page sends: once the grid is playable, it takes the focus (see the effect below).
  const focusOnStart = useRef(false);
  const start = async () => {
    if (!canStart || !play) return;
    setStarting(true);
    focusOnStart.current = true;
    const sent = await q.enqueue({ type: 'start' });
    setStarting(false);
    if (sent?.ok) announce('Started: the clock is running.');
    else {
      focusOnStart.current = false;
      // Started elsewhere (another tab): show the play as the server has it.
      if (sent) void p.open(play.mode, play.level, false);
    }
  };
  // After the start, the grid once it is playable (its squares are disabled while the start is sent,
  // and the start's answer may render before or after this page learns it was taken): focused without
  // scrolling, so it stays where it was (the keyboard below may still be loading).
  useEffect(() => {
    if (!canPlay || !focusOnStart.current) return;
    focusOnStart.current = false;
    toBoard({ preventScroll: true });
  }, [canPlay]);
  const entry = useCrosswordEntry({
    play,
    view: view ?? null,
    shape,
    layout,
    puzzle,
    playing,
    canPlay,
    canStart,
    start: () => void start(),
    announce,
  });
  const { letters, cursor, setCursor, slot, crossing, clue } = entry;
  // A covered play's first control is its grid's square (Enter or a letter starts it): focused without scrolling.
  useEffect(() => {
    if (canStart) toBoard({ preventScroll: true });
  }, [canStart, cursor.cell]);

  // Another play: nothing used or said yet.
  const playChanged = useEffectEvent(() => {
    setUsed({ checks: 0, reveals: 0 });
    setNotice(null);
    setStarting(false);
  });
  useEffect(() => playChanged(), [playId]);

  // A check or reveal just made is said with its answer.
  useEffect(() => {
    const made = report.current;
    if (!view || !playing || !made) return;
    report.current = null;
    void import('./help-menu').then((m) => announce(m.scopeReport(made.action, made.scope, made.cells, view)));
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
    // A covered grid has nothing to save (the server refuses moves before Start).
    if (!playing || !started || !layout || letters.length === 0) return;
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
  // The server's letters as the play opens or starts: nothing to save until the player changes them.
  const serverLetters = useEffectEvent(() => {
    if (view) q.opened(view.letters);
  });
  useEffect(() => serverLetters(), [playId, started]);
  // Per change of the letters' text (or of playing), not of every value read above.
  useEffect(() => lettersChanged(), [text, playing, started]);

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
            pencilMode={entry.pencilMode}
            onPencil={() => entry.setPencilMode((on) => !on)}
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
        <CrosswordArea
          phase={p.phase.kind}
          level={play?.level}
          puzzleText={play?.puzzle}
          shape={shape}
          layout={layout}
          puzzle={puzzle}
          levelName={levelName}
          letters={letters}
          cursor={cursor}
          slot={slot}
          crossing={crossing}
          clue={clue}
          marks={entry.marks}
          filled={entry.filled}
          cellSize={cellSize}
          playing={playing}
          started={started}
          starting={starting}
          hidden={hidden}
          canPlay={canPlay}
          start={{ enabled: canStart, starting, onStart: () => void start() }}
          touch={touch}
          boardBox={boardBox}
          keyboardBox={keyboardBox}
          parts={parts}
          onToggle={() => layout && setCursor(toggle(layout, cursor))}
          onStep={(back) => layout && jump(tabTo(layout, cursor, letters, back))}
          onPick={(s) => jump(startOf(s, letters))}
          onPress={entry.onPress}
          onBoardKey={entry.onBoardKey}
          onKey={entry.onKey}
        />
      )}
    />
  );
}
