'use client';

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { leaderboardChanged } from '@/components/leaderboard/leaderboard-refresh';
import { isPausedRefusal } from './clock-control';
import { heldSentence } from './format';
import { record, redo, startHistory, undo, type History } from './history';
import { createPlayApi, PlayApiError, type FinishedPlay, type GameStatistics, type PlayView, type PuzzleHint } from './play-api';
import { afterFirstVisitCard, firstVisitCardOpen } from '@/components/games/how-to-play/first-visit-gate';
import { firstChoiceOnPage } from './share-link';
import { createResumeStorage, type PlayMode } from './resume-storage';
import { resumeOrStart } from './resume-or-start';
import type { ClientGame, GameInfo } from './types';
import { usePlayClock } from './use-play-clock';

/**
 * The life of one play in the browser: issue or resume it, keep the view's history (stored per
 * play id), the server's clock, hints and the finish. The server decides everything that counts;
 * this only asks and shows. The server refuses hints, checks and the finish while the play is
 * paused, so a player's hint and finish go through the clock's `whileRunning` (resume first, retry
 * once after a race); the checks the page asks on its own go through `ifRunning` (never a resume).
 */
export type Phase =
  | { kind: 'loading' }
  /** status: the refusal's HTTP status (0: no answer), null when no request failed. */
  | { kind: 'failed'; status: number | null; message: string }
  | { kind: 'playing' }
  /** result null: the play was already won (e.g. today's daily, on another device). */
  | { kind: 'won'; result: FinishedPlay | null };

export type Submission = { kind: 'idle' } | { kind: 'checking' } | { kind: 'refused'; message: string };

export function useGamePlay<State, Move>(info: GameInfo, game: ClientGame<State, Move>, announce: (message: string) => void) {
  const api = useMemo(() => createPlayApi(info.id), [info.id]);
  const storage = useMemo(() => createResumeStorage(info.id), [info.id]);
  const firstLevel = info.levels[0]?.id ?? '';
  const [mode, setMode] = useState<PlayMode>(info.daily ? 'daily' : 'practice');
  const [level, setLevel] = useState(firstLevel);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [play, setPlay] = useState<PlayView | null>(null);
  const [history, setHistory] = useState<History<State> | null>(null);
  const [hint, setHint] = useState<PuzzleHint | null>(null);
  const [hintCells, setHintCells] = useState<readonly number[]>([]);
  const [hintBusy, setHintBusy] = useState(false);
  const [submission, setSubmission] = useState<Submission>({ kind: 'idle' });
  const [statistics, setStatistics] = useState<GameStatistics | null>(null);
  const [statisticsFailed, setStatisticsFailed] = useState(false);
  /** The state a refused finish was sent for: not sent again until the player changes something. */
  const refusedState = useRef<State | null>(null);
  const request = useRef(0);
  // The first play is issued paused while a first visit's how-to card is open, resumed as it closes.
  const cardOpen = useRef(false);
  const pausedForCard = useRef(false);
  // A clock call that finds the play over (won in another tab): show the play as the server has it.
  const reopen = useRef<() => void>(() => {});
  const clock = usePlayClock(
    api,
    phase.kind === 'playing',
    announce,
    useCallback(() => reopen.current(), []),
  );
  const { paused, whileRunning, ifRunning, adopt: adoptClock, setClock: setServerClock, setClockBase } = clock;

  const adopt = useCallback(
    (view: PlayView) => {
      setPlay(view);
      adoptClock(view);
    },
    [adoptClock],
  );

  /** Opens a play: the stored one of this mode when it is still going (unless fresh), else a new one. */
  const open = useCallback(
    async (nextMode: PlayMode, nextLevel: string, fresh: boolean, behindCard = false) => {
      const ticket = ++request.current;
      setPhase({ kind: 'loading' });
      setHint(null);
      setHintCells([]);
      setSubmission({ kind: 'idle' });
      refusedState.current = null;
      setMode(nextMode);
      if (nextMode === 'practice') setLevel(nextLevel);
      storage.saveChoice(nextMode, nextMode === 'practice' ? nextLevel : null);
      try {
        const view = await resumeOrStart(api, storage, nextMode, nextLevel, fresh, false, behindCard);
        if (ticket !== request.current) return;
        storage.setCurrentPlay(nextMode, view.playId);
        const parse = (value: unknown) => game.parseState(value, view.puzzle);
        if (view.status === 'playing') setHistory(storage.loadHistory(view.playId, parse) ?? startHistory(game.initialState(view.puzzle)));
        else {
          // Already won (a reload, another device): the finished board is the server's solved grid; none if it sent none.
          const solved = view.solution === undefined ? null : game.solvedState(view.puzzle, view.solution);
          setHistory(solved === null ? null : startHistory(solved));
        }
        adopt(view);
        const forCard = behindCard && view.paused && view.status === 'playing';
        if (forCard && cardOpen.current) pausedForCard.current = true;
        else if (forCard) void setServerClock(false);
        if (view.status === 'playing') {
          setPhase({ kind: 'playing' });
          announce(
            `${view.mode === 'daily' ? `Daily puzzle of ${view.day}` : 'Practice puzzle'}, ${levelLabel(info, view.level)}${view.paused && !forCard ? ', paused' : ''}.`,
          );
        } else {
          setPhase({ kind: 'won', result: null });
          announce(`You have already solved this ${view.mode === 'daily' ? 'daily puzzle' : 'puzzle'}.`);
        }
      } catch (error) {
        if (ticket !== request.current) return;
        setPhase({
          kind: 'failed',
          status: error instanceof PlayApiError ? error.status : null,
          message: error instanceof Error ? error.message : 'The game could not be started.',
        });
      }
    },
    [adopt, announce, api, game, info, setServerClock, storage],
  );

  // The first play: the mode and level chosen last time, resumed where it was left.
  const pageOpened = useEffectEvent(() => {
    const chosen = firstChoiceOnPage(info, storage.choice());
    setLevel(chosen.level);
    // Loaded behind a first visit's how-to card, paused: the player's clock starts as the card closes.
    cardOpen.current = firstVisitCardOpen(info.id);
    void open(chosen.mode, chosen.level, false, cardOpen.current);
    if (cardOpen.current)
      void afterFirstVisitCard(info.id).then(() => {
        cardOpen.current = false;
        if (!pausedForCard.current) return;
        pausedForCard.current = false;
        void setServerClock(false);
      });
    api.statistics().then(setStatistics, () => setStatisticsFailed(true));
  });
  // Only once per page: later plays are opened by the player's choices.
  useEffect(() => pageOpened(), []);

  useEffect(() => {
    if (play && history && phase.kind === 'playing') storage.saveHistory(play.playId, history);
  }, [history, phase.kind, play, storage]);

  const interactive = phase.kind === 'playing' && !paused && submission.kind !== 'checking';

  const update = useCallback(
    (action: (state: State) => State) => {
      if (!interactive) return;
      setHistory((h) => (h ? record(h, action(h.present)) : h));
      setHintCells([]);
    },
    [interactive],
  );
  const undoStep = useCallback(() => interactive && setHistory((h) => (h ? undo(h) : h)), [interactive]);
  const redoStep = useCallback(() => interactive && setHistory((h) => (h ? redo(h) : h)), [interactive]);

  useEffect(() => {
    reopen.current = () => {
      if (play && phase.kind === 'playing') void open(play.mode, play.level, false);
    };
  }, [open, phase.kind, play]);

  const setClock = useCallback(
    async (pause: boolean): Promise<boolean> => {
      if (!play || phase.kind !== 'playing') return false;
      // Said first: a refusal (paused too often) is announced after it, and is what stays.
      announce(pause ? 'Paused. The board is hidden.' : 'Resumed.');
      return setServerClock(pause);
    },
    [announce, phase.kind, play, setServerClock],
  );

  const askHint = useCallback(async () => {
    if (!play || !history || !interactive) return;
    setHintBusy(true);
    try {
      const moves = game.moves(play.puzzle, history.present);
      const answer = await whileRunning(() => api.hint(play.playId, moves));
      setPlay((p) => (p && answer.hint ? { ...p, hints: p.hints + 1 } : p));
      setHint(answer.hint);
      setHintCells(answer.hint?.cells ?? []);
      announce(answer.hint ? `Hint: ${answer.hint.message}` : 'No hint: nothing is left to deduce.');
    } catch (error) {
      announce(error instanceof Error ? error.message : 'No hint could be found right now.');
      setHint({ technique: 'Error', message: error instanceof Error ? error.message : 'No hint could be found right now.', cells: [] });
    } finally {
      setHintBusy(false);
    }
  }, [announce, api, game, history, interactive, play, whileRunning]);

  /** "Show mistakes" for a state; counted by the server (the result becomes assisted), and here too. */
  const checkMistakes = useCallback(
    async (state: State): Promise<readonly number[] | null> => {
      if (!play || phase.kind !== 'playing') return null;
      try {
        const moves = game.moves(play.puzzle, state);
        // Asked by the page on each change of the digits, also right after a reload: never a resume.
        const ran = await ifRunning(() => api.check(play.playId, moves));
        if (ran === null) return null;
        const answer = ran.value;
        setPlay((p) => (p && p.playId === play.playId ? { ...p, checks: p.checks + 1 } : p));
        return answer.mistakes;
      } catch (error) {
        // Said, not dropped: e.g. a rate limit's 429 (its message says when to try again).
        const message = error instanceof Error ? error.message : 'Mistakes could not be checked right now.';
        setHint({ technique: 'Show mistakes', message, cells: [] });
        announce(`Show mistakes: ${message}`);
        return null;
      }
    },
    [announce, api, game, phase.kind, play, ifRunning],
  );

  const submit = useCallback(async () => {
    if (!play || !history) return;
    const state = history.present;
    setSubmission({ kind: 'checking' });
    announce('Checking your solution…');
    try {
      const moves = game.moves(play.puzzle, state);
      const result = await whileRunning(() => api.finish(play.playId, moves));
      storage.forgetPlay(play.mode, play.playId);
      // The clock stops on the server's final time (it would otherwise fall back to its last reading).
      setClockBase({ seconds: result.timeSeconds, at: Date.now() });
      setSubmission({ kind: 'idle' });
      setStatistics(result.statistics);
      setPhase({ kind: 'won', result });
      // The panel's heading takes focus ("Solved!"); a held result is also said in words (unless help made it unranked anyway).
      // Otherwise the live region is emptied: "Checking your solution…" must not stay in it after the win.
      announce(result.held && play.hints === 0 && play.checks === 0 ? heldSentence(result.held) : '');
      leaderboardChanged();
    } catch (error) {
      refusedState.current = state;
      if (error instanceof PlayApiError && error.status === 409 && !isPausedRefusal(error)) {
        setSubmission({ kind: 'idle' });
        void open(play.mode, play.level, false);
        return;
      }
      const message = error instanceof Error ? error.message : 'Your result could not be recorded.';
      setSubmission({ kind: 'refused', message });
      announce(message);
    }
  }, [announce, api, game, history, open, play, setClockBase, storage, whileRunning]);

  // The server checks a finished-looking board at once: no "submit" step for the player.
  useEffect(() => {
    if (phase.kind !== 'playing' || paused || !play || !history || submission.kind === 'checking') return;
    if (history.present === refusedState.current) return;
    if (game.readyToSubmit(play.puzzle, history.present)) void submit();
  }, [game, history, paused, phase.kind, play, submission.kind, submit]);

  return {
    mode,
    level,
    phase,
    play,
    history,
    clockBase: clock.clockBase,
    paused,
    clockNotice: clock.notice,
    hint,
    hintCells,
    hintBusy,
    submission,
    statistics,
    statisticsFailed,
    interactive,
    open,
    update,
    undo: undoStep,
    redo: redoStep,
    setClock,
    askHint,
    checkMistakes,
    submit,
  };
}

export function levelLabel(info: GameInfo, level: string): string {
  return info.levels.find((l) => l.id === level)?.label ?? level;
}
