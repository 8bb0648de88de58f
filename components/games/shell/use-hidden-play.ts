'use client';

import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { leaderboardChanged } from '@/components/leaderboard/leaderboard-refresh';
import { isPausedRefusal } from './clock-control';
import { createPlayApi, PlayApiError, type GameStatistics, type HiddenMoveResult, type HiddenResult, type PlayView } from './play-api';
import { firstChoiceOnPage } from './share-link';
import { createResumeStorage, type PlayMode } from './resume-storage';
import { resumeOrStart } from './resume-or-start';
import type { GameInfo } from './types';
import { levelLabel } from './use-game-play';
import { usePlayClock } from './use-play-clock';

/**
 * The life of one play of a hidden-state game in the browser (the secret stays on the server): issue
 * or resume the play, send one move at a time and show what the server revealed, then the result.
 * The grid games' undo, hints and finish do not apply: every move is final once the server took it.
 * The clock (pause, resume, the tab hidden) is `usePlayClock`'s; moves resume a paused play first.
 */
export type HiddenPhase =
  | { kind: 'loading' }
  /** status: the refusal's HTTP status (0: no answer), null when no request failed. */
  | { kind: 'failed'; status: number | null; message: string }
  | { kind: 'playing' }
  /** result null: the play was already over when opened (e.g. today's daily, on another device). */
  | { kind: 'over'; status: 'won' | 'lost'; result: HiddenResult | null };

/** A move's outcome for the view: taken (the view is updated; `result` at the end), or refused with the server's reason. */
export type SentMove = { ok: true; status: HiddenMoveResult['status']; result: HiddenResult | null } | { ok: false; message: string };

export function useHiddenPlay<View>(info: GameInfo, parseView: (value: unknown) => View | null, announce: (message: string) => void) {
  // A game with a daily per level asks for the daily at the level given to `open`.
  const dailyPerLevel = (info.dailyLevels?.length ?? 0) > 1;
  const api = useMemo(() => createPlayApi(info.id), [info.id]);
  const storage = useMemo(() => createResumeStorage(info.id), [info.id]);
  const firstLevel = info.levels[0]?.id ?? '';
  const [mode, setMode] = useState<PlayMode>(info.daily ? 'daily' : 'practice');
  const [level, setLevel] = useState(firstLevel);
  const [phase, setPhase] = useState<HiddenPhase>({ kind: 'loading' });
  const [play, setPlay] = useState<PlayView | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [busy, setBusy] = useState(false);
  const [statistics, setStatistics] = useState<GameStatistics | null>(null);
  const [statisticsFailed, setStatisticsFailed] = useState(false);
  const request = useRef(0);
  const sending = useRef(false);
  // A clock call that finds the play over (another tab ended it): show the play as the server has it.
  const reopen = useRef<() => void>(() => {});
  const clock = usePlayClock(
    api,
    phase.kind === 'playing',
    announce,
    useCallback(() => reopen.current(), []),
  );
  const { adopt, setClock, setClockBase, whileRunning } = clock;
  const pause = useCallback(() => setClock(true), [setClock]);
  const resume = useCallback(() => setClock(false), [setClock]);

  const open = useCallback(
    async (nextMode: PlayMode, nextLevel: string, fresh: boolean) => {
      const ticket = ++request.current;
      setPhase({ kind: 'loading' });
      setMode(nextMode);
      if (nextMode === 'practice') setLevel(nextLevel);
      // A game with a daily per level keeps the daily's level too, so a reload reopens that daily.
      storage.saveChoice(nextMode, nextMode === 'practice' || dailyPerLevel ? nextLevel : null);
      try {
        const opened = await resumeOrStart(api, storage, nextMode, nextLevel, fresh, dailyPerLevel);
        if (ticket !== request.current) return;
        const parsed = parseView(opened.view);
        if (parsed === null) throw new Error('This game cannot be shown. Start a new one.');
        storage.setCurrentPlay(nextMode, opened.playId);
        setPlay(opened);
        setView(parsed);
        adopt(opened);
        const what = opened.mode === 'daily' ? `Daily puzzle of ${opened.day}` : 'Practice puzzle';
        if (opened.status === 'playing') {
          setPhase({ kind: 'playing' });
          announce(`${what}, ${levelLabel(info, opened.level)}.`);
        } else {
          setPhase({ kind: 'over', status: opened.status, result: null });
          announce(`${what}: already ${opened.status === 'won' ? 'won' : 'over'}.`);
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
    [adopt, announce, api, dailyPerLevel, info, parseView, storage],
  );

  const pageOpened = useEffectEvent(() => {
    const chosen = firstChoiceOnPage(info, storage.choice());
    setLevel(chosen.level);
    void open(chosen.mode, chosen.level, false);
    api.statistics().then(setStatistics, () => setStatisticsFailed(true));
  });
  // Only once per page: later plays are opened by the player's choices.
  useEffect(() => pageOpened(), []);

  useEffect(() => {
    reopen.current = () => {
      if (play && phase.kind === 'playing') void open(play.mode, play.level, false);
    };
  }, [open, phase.kind, play]);

  /** Sends one move (resuming a paused play first); the server's answer replaces the view. One move at a time. */
  const send = useCallback(
    async (move: unknown): Promise<SentMove> => {
      if (!play || phase.kind !== 'playing' || sending.current) return { ok: false, message: 'Wait for the last move to be answered.' };
      sending.current = true;
      setBusy(true);
      try {
        const answer = await whileRunning(() => api.move(play.playId, move));
        const parsed = parseView(answer.reply);
        if (parsed !== null) setView(parsed);
        // The server's clock after the move: a hidden-state game's starts at its first move.
        if (answer.elapsedSeconds !== undefined) setClockBase({ seconds: answer.elapsedSeconds, at: Date.now() });
        if (answer.status !== 'playing') {
          storage.forgetPlay(play.mode, play.playId);
          setPlay({ ...play, status: answer.status });
          setPhase({ kind: 'over', status: answer.status, result: answer.result ?? null });
          if (answer.result) {
            setStatistics(answer.result.statistics);
            setClockBase({ seconds: answer.result.timeSeconds, at: Date.now() });
          }
          leaderboardChanged();
        }
        return { ok: true, status: answer.status, result: answer.result ?? null };
      } catch (error) {
        // Another tab moved first (or the game ended there): show the play as the server has it.
        if (error instanceof PlayApiError && error.status === 409 && !isPausedRefusal(error)) void open(play.mode, play.level, false);
        return { ok: false, message: error instanceof Error ? error.message : 'The move could not be sent.' };
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [api, open, parseView, phase.kind, play, setClockBase, storage, whileRunning],
  );

  return {
    mode,
    level,
    phase,
    play,
    view,
    busy,
    clockBase: clock.clockBase,
    paused: clock.paused && phase.kind === 'playing',
    clockNotice: clock.notice,
    pause,
    resume,
    whileRunning,
    statistics,
    statisticsFailed,
    open,
    send,
  };
}
