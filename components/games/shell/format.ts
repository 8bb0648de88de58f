/** Share text, result and countdown formatting for the game shell. Pure. */

// The one time format (m:ss, h:mm:ss) lives with the toolbox, for every page that shows a time.
import { formatClock } from '@/lib/games/toolbox/duration';

export { formatClock, spokenDuration } from '@/lib/games/toolbox/duration';

export type ShareInput = {
  gameName: string;
  mode: 'daily' | 'practice';
  /** The UTC day the play was issued for (a daily's own day). */
  day: string;
  levelLabel: string;
  seconds: number;
  assisted: boolean;
  /** A lost game says so in place of its time. */
  lost?: boolean;
  /** What made it assisted, e.g. 'a hint and show mistakes' (see helpUsed). */
  help?: string;
  url?: string;
};

/** 'a hint', '3 hints', 'show mistakes', '2 hints and show mistakes'; '' when no help was used. */
export function helpUsed(hints: number, checks: number): string {
  const parts = [...(hints > 0 ? [hints === 1 ? 'a hint' : `${hints} hints`] : []), ...(checks > 0 ? ['show mistakes'] : [])];
  return parts.join(' and ');
}

/**
 * 'Sudoku daily 2026-11-23, Medium, 6:41' (practice: 'Sudoku practice, Easy, 3:05'; a loss: '…, Easy,
 * lost'), plus ' with hints' (or ' with <help>' when the help used is named, e.g. 'show mistakes'),
 * then the link on a line of its own.
 */
export function shareText(input: ShareInput): string {
  const what = input.mode === 'daily' ? `${input.gameName} daily ${input.day}` : `${input.gameName} practice`;
  const outcome = input.lost ? 'lost' : formatClock(input.seconds);
  const line = `${what}, ${input.levelLabel}, ${outcome}${input.assisted ? ` with ${input.help ?? 'hints'}` : ''}`;
  return input.url ? `${line}\n${input.url}` : line;
}

/**
 * A result's two clocks: the playing time (pauses excluded: the player's own statistics) and the
 * leaderboard's (pauses included). A server without the latter sends one clock, so both are equal.
 */
export function resultTimes(result: { timeSeconds: number; boardSeconds?: number | null }): {
  playing: number;
  board: number;
  differs: boolean;
} {
  const playing = Math.max(0, Math.floor(result.timeSeconds));
  const board =
    result.boardSeconds == null || !Number.isFinite(result.boardSeconds) ? playing : Math.max(0, Math.floor(result.boardSeconds));
  return { playing, board, differs: board !== playing };
}

/** What follows 'Pending review:' for a held result: the server's sentence, then that the time is not on the public board. */
export function heldDetail(held: { message: string }): string {
  const message = held.message.trim();
  const sentence = message === '' || /[.!?]$/.test(message) ? message : `${message}.`;
  return `${sentence ? `${sentence} ` : ''}Your time is not on the public leaderboard.`;
}

/** A held result, said in full (the live region): 'Pending review: <message> Your time is not on the public leaderboard.' */
export function heldSentence(held: { message: string }): string {
  return `Pending review: ${heldDetail(held)}`;
}

/** Seconds from `now` to the next UTC midnight, when the next daily starts. */
export function secondsToNextDaily(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

/** 3725 → '01:02:05' (a countdown keeps its width as it ticks). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const part = (n: number) => String(n).padStart(2, '0');
  return `${part(Math.floor(seconds / 3600))}:${part(Math.floor((seconds % 3600) / 60))}:${part(seconds % 60)}`;
}

/** 3725 → '1 hour 2 minutes', for screen readers (the seconds would make it chatter). */
export function spokenCountdown(totalSeconds: number): string {
  const minutes = Math.ceil(Math.max(0, totalSeconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [...(h > 0 ? [`${h} hour${h === 1 ? '' : 's'}`] : []), ...(m > 0 || h === 0 ? [`${m} minute${m === 1 ? '' : 's'}`] : [])];
  return parts.join(' ');
}
