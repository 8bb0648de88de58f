import type { LeaderboardEntry, Store } from '@/lib/db/store';
import { findGame } from '@/lib/games/catalogue';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { allTimeBoard, dailyBoard } from '@/lib/games/platform/boards';
import { dailyLevelsIn } from '@/lib/games/platform/daily-levels';
import { utcDay } from '@/lib/games/platform/statistics';
import { invalidInput, notFound } from '@/lib/http/errors';

export type { LeaderboardEntry };

/** What the leaderboard card and its modal show: a board's 100 fastest players. */
export const LEADERBOARD_SIZE = 100;

export type BoardChoice = { id: string; label: string };
/** `scoreLabel`: the column of the score a game's boards rank by first ('Guesses'), or null (time alone). */
export type Leaderboard = {
  game: string;
  title: string;
  board: string;
  boards: BoardChoice[];
  scoreLabel: string | null;
  entries: LeaderboardEntry[];
};

/** The name of the score a game's leaderboards rank by first (its engine's rankByScore), or null. */
export function scoreLabelOf(game: string): string | null {
  const engine = Object.hasOwn(PLATFORM_ENGINES, game) ? PLATFORM_ENGINES[game] : undefined;
  return engine && isHiddenStateEngine(engine) && engine.scoreOf ? (engine.rankByScore?.label ?? null) : null;
}

/** A game's boards: today's daily first where it has dailies (one per daily level where it has several), then all-time per level. */
export function boardsOf(game: string, today: string): BoardChoice[] {
  const entry = findGame(game);
  if (!entry?.leaderboard) return [];
  const allTime = entry.levels.map((level) => ({
    id: allTimeBoard(level.id),
    label: entry.levels.length > 1 ? `All-time · ${level.label}` : 'All-time',
  }));
  if (!entry.daily) return allTime;
  const dailyLevels = dailyLevelsIn(PLATFORM_ENGINES)(entry.id) ?? [];
  const daily =
    dailyLevels.length > 1
      ? dailyLevels.map((id) => ({
          id: dailyBoard(today, id),
          label: `Today · ${entry.levels.find((l) => l.id === id)?.label ?? id} (${today})`,
        }))
      : [{ id: dailyBoard(today), label: `Today (${today})` }];
  return [...daily, ...allTime];
}

export async function readLeaderboard(store: Store, game: string, board?: string, now: Date = new Date()): Promise<Leaderboard> {
  const entry = findGame(game);
  if (!entry?.leaderboard) throw notFound(`There is no leaderboard for "${game}".`);
  const boards = boardsOf(entry.id, utcDay(now));
  const chosen = board ?? boards[0]?.id;
  if (!chosen || !boards.some((b) => b.id === chosen)) throw invalidInput(`There is no board "${board}" for ${entry.name}.`, 'board');
  const scoreLabel = scoreLabelOf(entry.id);
  // A score is said only where the game ranks by one (elsewhere it is the 0 every entry has).
  const entries = await store.leaderboard.topEntries(entry.id, chosen, LEADERBOARD_SIZE, { withScore: scoreLabel !== null });
  return { game: entry.id, title: `${entry.name} Leaderboard`, board: chosen, boards, scoreLabel, entries };
}
