import { startLineFor } from '@/lib/games/catalogue-entry';
import type { PlayMode } from './resume-storage';
import type { GameInfo } from './types';
import { levelLabel } from './use-game-play';

export type StatusInput = {
  /** The play on the board, once the server answered: its own mode, level and day. */
  play: { mode: PlayMode; level: string; day: string } | null;
  /** What the picker shows meanwhile (loading, or the load failed). */
  mode: PlayMode;
  level: string;
  /** Whether the player has made a move yet: until then the line says how to begin. */
  moved: boolean;
  /** Today's UTC day (YYYY-MM-DD), the days dailies are issued for. */
  today: string;
};

/**
 * The quiet line the message slot shows while no hint or notice is up, as a status bar would: what
 * is being played ("Today's daily · Medium", "Practice · Hard") and, before the first move, how to
 * begin (the catalogue's start line for the play's mode). Every word comes from the play and the catalogue.
 */
export function statusLine(info: GameInfo, { play, mode, level, moved, today }: StatusInput): string {
  const what = play ?? { mode, level, day: null };
  const parts = [
    what.mode === 'practice' ? 'Practice' : what.day === null || what.day === today ? "Today's daily" : `Daily of ${what.day}`,
  ];
  // Before the answer a daily's level is the server's to say; a practice level is the one chosen.
  if (info.levels.length > 0 && (play !== null || mode === 'practice')) parts.push(levelLabel(info, what.level));
  const start = moved ? undefined : startLineFor(info.startLine, what.mode);
  if (start) parts.push(start);
  return parts.join(' · ');
}

/** Today's UTC day, as plays name theirs. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
