import type { Store } from '@/lib/db/store';
import type { HeldReason, StoredPlay } from '@/lib/db/store/game-plays';
import { allTimeBoard, dailyBoard } from './boards';
import { hasSeveralDailies, type DailyLevelSource } from './daily-levels';

/** What the player reads about a win held off the public boards (docs/GAMES.md, Fair play). */
export const HELD_MESSAGES: Record<HeldReason, string> = {
  'too-fast': 'This time is faster than the fastest human solvers we know of, so it waits for a review before it is ranked.',
  'quick-moves': 'Many moves came faster than a person can make them, so this result waits for a review before it is ranked.',
  'help-nearby':
    'The answer to this puzzle was shown to another player on your network shortly before, so this result waits for a review before it is ranked.',
  scouted: 'Another player on your network played this daily before you today, so this result waits for a review before it is ranked.',
};

export type HeldView = { reason: HeldReason; message: string };

const isHeldReason = (value: string | null): value is HeldReason => value !== null && Object.hasOwn(HELD_MESSAGES, value);

export function heldView(reason: string | null): HeldView | null {
  return isHeldReason(reason) ? { reason, message: HELD_MESSAGES[reason] } : null;
}

/**
 * Where a finished result stands with the leaderboards, as one status and one sentence for the
 * results screen: help makes a win assisted (never ranked, so never held as well), else a hold says
 * why it waits, else it is ranked (signed in) or could have been (signed out); a loss is played only.
 */
export type ResultStatus = 'ranked' | 'held' | 'rejected' | 'assisted' | 'shared' | 'signed-out' | 'lost';
export type ResultStanding = { status: ResultStatus; message: string };

export const STANDING_MESSAGES: Record<Exclude<ResultStatus, 'held'>, string> = {
  ranked: 'This time is entered on the leaderboards.',
  rejected:
    'Not ranked after review: a person looked at this result, and it counts in your statistics but is not entered on the leaderboards.',
  assisted:
    'Help was used on this puzzle (a hint, a check or a reveal), so this result is unranked: it is not entered on the leaderboards.',
  shared:
    'This practice deal was dealt to another player too, so its time counts in your statistics but is not entered on the leaderboards.',
  'signed-out': "Signed-in players' clean times enter the leaderboards: sign in to be ranked next time.",
  lost: 'Only wins are ranked: this game counts as played in your statistics.',
};

export function resultStanding(result: {
  won: boolean;
  assisted: boolean;
  held: HeldView | null;
  signedIn: boolean;
  /** A practice deal another key had been dealt too (sharedDealOf): never on the boards. */
  sharedDeal?: boolean;
}): ResultStanding {
  if (!result.won) return { status: 'lost', message: STANDING_MESSAGES.lost };
  if (result.assisted) return { status: 'assisted', message: STANDING_MESSAGES.assisted };
  if (result.held) return { status: 'held', message: result.held.message };
  if (result.sharedDeal) return { status: 'shared', message: STANDING_MESSAGES.shared };
  return result.signedIn
    ? { status: 'ranked', message: STANDING_MESSAGES.ranked }
    : { status: 'signed-out', message: STANDING_MESSAGES['signed-out'] };
}

/**
 * The boards a play's clean win enters: its level's all-time board, and for a daily its day's
 * board (of its level, where the game has a daily per level).
 */
export const boardsOf = (play: Pick<StoredPlay, 'level' | 'mode' | 'day'>, engine: DailyLevelSource, sharedDeal = false) => [
  ...(sharedDeal ? [] : [allTimeBoard(play.level)]),
  ...(play.mode === 'daily' ? [dailyBoard(play.day, hasSeveralDailies(engine) ? play.level : undefined)] : []),
];

/**
 * Whether a practice play of a hidden-state game is a shared deal: its hidden parts are the pooled
 * puzzle's (no engine dealForPlay, so a key that played it knows them: Solitaire's face-down cards,
 * Mahjong's deal, a crossword's answers, the word) and another key has a play of that puzzle. Such a
 * result counts, but never enters the all-time board: one key cannot scout a deal for another.
 */
export async function sharedDealOf(
  store: Pick<Store, 'gamePlays'>,
  play: Pick<StoredPlay, 'mode' | 'puzzle'>,
  engine: { dealForPlay?: unknown },
  playerKey: string,
): Promise<boolean> {
  if (play.mode !== 'practice' || engine.dealForPlay !== undefined) return false;
  return store.gamePlays.playedByOthers(play.puzzle.id, playerKey);
}

/** Why a daily win waits for review before the finish: help shown nearby first, then a scout on the address. */
export function heldBeforeFinish(play: Pick<StoredPlay, 'mode'>, help: { nearby: boolean; scouted: boolean }): HeldReason | null {
  if (help.nearby) return 'help-nearby';
  return play.mode === 'daily' && help.scouted ? 'scouted' : null;
}

/**
 * A finished play's result as first answered (its ranks as they stand now), for a retry of the
 * finish or last move whose answer was lost and for the play's view; null when nothing was recorded.
 */
export async function storedResult(
  store: Pick<Store, 'gameResults' | 'heldResults'>,
  caller: { key: string; userId: string | null },
  game: string,
  play: StoredPlay,
  engine: DailyLevelSource,
): Promise<{
  timeSeconds: number;
  boardSeconds: number;
  ranks: Record<string, number>;
  held: HeldView | null;
  standing: ResultStanding;
} | null> {
  const result = await store.gameResults.playResult(game, play.id, caller.key);
  if (!result) return null;
  // A loss stores no time: its play's clock, stopped at the finish, is the time it was answered with.
  const timeSeconds = result.timeSeconds ?? play.elapsedSeconds;
  // An assisted result is unranked, not held (a row from before that rule may carry both).
  const pending = result.assisted ? null : heldView(result.held);
  // A person's decision (held-review.ts): a release cleared the hold (ranked now), a rejection ends the wait unranked.
  const rejected = pending !== null && (await store.heldResults.decisionOn(game, play.id)) === 'reject';
  const held = rejected ? null : pending;
  const ranked = result.won && !result.assisted && pending === null && caller.userId !== null;
  const boards = boardsOf(play, engine, result.sharedDeal);
  return {
    timeSeconds,
    boardSeconds: result.boardSeconds ?? timeSeconds,
    ranks: ranked && caller.userId && boards.length > 0 ? await store.gameResults.ranksOf(game, boards, caller.userId) : {},
    held,
    standing: rejected
      ? { status: 'rejected', message: STANDING_MESSAGES.rejected }
      : resultStanding({
          won: result.won,
          assisted: result.assisted,
          held,
          signedIn: caller.userId !== null,
          sharedDeal: result.sharedDeal,
        }),
  };
}

/** Two JSON values equal whatever the order of their keys (jsonb stores objects with sorted keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
