'use client';

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import { heldSentence } from '@/components/games/shell/format';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import { ToggleSwitch } from '@/components/games/shell/toggle-switch';
import type { GameInfo } from '@/components/games/shell/types';
import { useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import type { FaceMood } from '@/components/icons/ui-icons';
import { startLineFor } from '@/lib/games/catalogue-entry';
import { parsePuzzle } from '@/lib/games/minesweeper/puzzle-text';
import { canChord, chordFlags, minesLeft, viewStatus } from '@/lib/games/minesweeper/view';
import { MinesweeperBoard } from './minesweeper-board';
import { cycleMark, loadMarks, NO_MARKS, parseReply, pruneMarks, saveMarks, type Marks } from './minesweeper-client';
import { MinesweeperToolbar } from './minesweeper-toolbar';
import { useBoardFit } from './use-board-fit';

const QUESTION_KEY = 'minesweeper:question-marks';

/**
 * The /minesweeper page's game: every open and chord is answered by the server (useHiddenPlay),
 * which generates the board at the first click and sends only what opened. Flags and question marks
 * are the player's notes, kept in this browser. The clock starts at the first click: until then the
 * play's clock is held paused on the server, and the first open resumes it (useHiddenPlay's moves
 * resume a paused play before they are sent).
 */
export default function MinesweeperGame({ info }: { info: GameInfo }) {
  const p = useHiddenFrame(info, parseReply, {
    noHint: { message: 'Nothing can be deduced from the board as it is.', spoken: 'No hint.' },
  });
  const { announce, notify, hints } = p;
  const [marks, setMarks] = useState<Marks>(NO_MARKS);
  const [flagMode, setFlagMode] = useState(false);
  const [questionMarks, setQuestionMarks] = useState(false);
  const [focused, setFocused] = useState(0);

  const play = p.play;
  const view = p.view;
  const playId = play?.playId;
  const { hint, show: showHint } = hints;
  const puzzle = useMemo(() => (play ? parsePuzzle(play.puzzle) : null), [play]);
  const started = Boolean(view?.cells);
  const status = view ? viewStatus(view) : 'not-started';
  const over = p.phase.kind === 'over';
  const playing = p.phase.kind === 'playing';
  const { paused, pause, refuse } = p;
  const interactive = playing && !p.busy && !(paused && started);

  // A new play: its marks from this browser, the server's clock, no hint.
  const playOpened = useEffectEvent(() => {
    if (!play || !view) return;
    setMarks(loadMarks(browserStorage(), play.playId, view));
    setFocused(puzzle?.start ?? Math.floor((view.width * view.height) / 2));
    // Before the first click the clock is held: time starts with the first cell opened.
    if (play.status === 'playing' && !view.cells && !play.paused) void pause();
  });
  // Once per play: later views are this play's own answers.
  useEffect(() => playOpened(), [playId]);

  useEffect(() => setQuestionMarks(browserStorage()?.getItem(QUESTION_KEY) === 'on'), []);
  const { boardBox, layout, cellSize, panHeight } = useBoardFit(view, [p.phase.kind, hint]);

  const updateMarks = useCallback(
    (next: Marks) => {
      setMarks(next);
      if (playId) saveMarks(browserStorage(), playId, next);
    },
    [playId],
  );

  // Opened cells lose their marks; a win flags every mine.
  useEffect(() => {
    if (!view) return;
    setMarks((m) => {
      if (viewStatus(view) === 'won')
        return { flags: new Set(view.cells!.flatMap((c, cell) => (c === 'mine' ? [cell] : []))), questions: new Set() };
      const kept = pruneMarks(m, view);
      return kept.flags.size === m.flags.size && kept.questions.size === m.questions.size ? m : kept;
    });
  }, [view]);

  // Each answer is read out: how many cells opened (the end has its own words).
  const openedCount = countOpened(view);
  const lastCount = useRef<{ playId: string; count: number } | null>(null);
  useEffect(() => {
    if (!playId) return;
    const before = lastCount.current;
    lastCount.current = { playId, count: openedCount };
    if (before?.playId === playId && openedCount > before.count && status === 'playing') {
      const opened = openedCount - before.count;
      announce(`Opened ${opened} ${opened === 1 ? 'cell' : 'cells'}.`);
    }
  }, [announce, openedCount, playId, status]);

  const send = useCallback(
    async (move: { kind: 'open'; cell: number } | { kind: 'chord'; cell: number; flags: number[] }) => {
      if (!view) return;
      refuse(null);
      const sent = await p.send(move);
      if (!sent.ok) return refuse(sent.message);
      showHint(null);
      if (sent.status === 'lost') announce('A mine! The game is lost. Every mine is now shown.');
      else if (sent.status === 'won')
        announce(`Cleared! Every mine is flagged.${sent.result?.held ? ` ${heldSentence(sent.result.held)}` : ''}`);
    },
    [announce, p, refuse, showHint, view],
  );

  const onPrimary = useCallback(
    (cell: number, from: 'pointer' | 'key') => {
      if (!view) return;
      const value = view.cells?.[cell] ?? 'hidden';
      if (value === 'hidden') {
        if (from === 'pointer' && flagMode) return updateMarks(cycleMark(marks, cell, questionMarks));
        // A flagged cell does not open by accident.
        if (marks.flags.has(cell)) return notify('Flagged: remove the flag first.');
        if (puzzle?.start != null && !started && cell !== puzzle.start) return notify('The daily starts at the cell ringed in green.');
        return void send({ kind: 'open', cell });
      }
      if (typeof value === 'number' && canChord(view, cell, marks.flags))
        void send({ kind: 'chord', cell, flags: chordFlags(view, cell, marks.flags) });
    },
    [flagMode, marks, notify, puzzle, questionMarks, send, started, updateMarks, view],
  );

  const onMark = useCallback(
    (cell: number) => {
      if (view?.cells?.[cell] !== undefined && view.cells[cell] !== 'hidden') return;
      const next = cycleMark(marks, cell, questionMarks);
      updateMarks(next);
      announce(next.flags.has(cell) ? 'Flagged.' : next.questions.has(cell) ? 'Question mark.' : 'Flag removed.');
    },
    [announce, marks, questionMarks, updateMarks, view],
  );

  const askHint = async () => {
    // No board before the first click, so nothing to deduce; asking would start the held clock.
    // Said in the play's own start line: a daily's first cell is given, a practice's is any.
    if (!started) {
      const begin = `${startLineFor(info.startLine, play?.mode ?? 'practice') ?? 'Open a cell first'}.`;
      hints.show({ technique: 'No hint', message: begin, cells: [] });
      return announce(`No hint yet: ${begin}`);
    }
    await hints.ask();
  };

  const daily = play?.mode === 'daily';
  const mood: FaceMood = status === 'lost' ? 'lost' : status === 'won' ? 'won' : p.busy ? 'busy' : 'playing';
  const left = view ? minesLeft(view, marks.flags) : 0;

  return (
    <HiddenStateFrame
      info={info}
      frame={p}
      started={started}
      hides="the board is"
      compact
      hint={{ enabled: !p.busy, ask: askHint }}
      loadingText="Loading the board…"
      header={(parts) => (
        <MinesweeperToolbar
          parts={parts}
          left={left}
          mood={mood}
          daily={daily}
          loading={p.phase.kind === 'loading'}
          playing={playing}
          flagMode={flagMode}
          onNewGame={p.newGame}
          onToggleFlagMode={() => setFlagMode((f) => !f)}
        />
      )}
      completion={{
        heading: p.phase.kind === 'over' && p.phase.status === 'lost' ? 'Boom! The game is lost.' : undefined,
        detail: p.phase.kind === 'over' && p.phase.status === 'lost' && (
          <p className="text-sm">Every mine is shown; a red cross marks a wrong flag. The loss counts as played in your statistics.</p>
        ),
        boardClockFrom: 'your first click',
        dailyNoun: 'board',
        next: 'game',
      }}
      boardArea={{
        ref: boardBox,
        wrap: {
          className: panHeight ? 'overflow-auto overscroll-contain rounded border border-slate-300 dark:border-slate-700' : '',
          style: panHeight ? { maxHeight: panHeight } : undefined,
          testId: 'board-pan',
          pans: Boolean(panHeight),
        },
      }}
      board={
        view && (
          <MinesweeperBoard
            view={view}
            startZoomed={panHeight !== null}
            layout={layout}
            cellSize={cellSize}
            marks={marks}
            start={puzzle?.start ?? null}
            hintCells={hint?.cells ?? []}
            focused={focused}
            interactive={interactive}
            over={over}
            onFocus={setFocused}
            onPrimary={onPrimary}
            onMark={onMark}
          />
        )
      }
      below={
        <>
          {/* With the board, not before it: under a board still loading it would be pushed down as the board comes. */}
          {view && (
            <ToggleSwitch
              checked={questionMarks}
              onChange={(on) => {
                setQuestionMarks(on);
                browserStorage()?.setItem(QUESTION_KEY, on ? 'on' : 'off');
              }}
            >
              Question marks (flag cycles flag, ?, none)
            </ToggleSwitch>
          )}
        </>
      }
    />
  );
}

function countOpened(view: { cells: readonly unknown[] | null } | null): number {
  return view?.cells?.filter((c) => typeof c === 'number').length ?? 0;
}
