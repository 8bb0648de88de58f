/**
 * The computer players. Easy lays any legal tile at random. Hard weighs each legal play by what a
 * careful player at its seat knows (its own tiles, the line, the counts, who drew or passed on
 * which ends), never by another hand or the boneyard:
 * - going out wins the round at once;
 * - heavy tiles are unloaded first (they are what a lost round costs), doubles a little sooner
 *   (they fit only one suit);
 * - the ends it leaves should be suits it still holds (it can follow them later);
 * - and suits the next player is unlikely to hold: none if it was seen lacking them, else the chance
 *   that none of the unseen tiles of those suits is in its hand.
 */
import { pick } from '../toolbox/random';
import type { Play } from './rules';
import type { SeatView, Strategy } from './seat-view';
import { ALL_TILES, endsAfter, endsOf, hasSuit, isDouble, layTile, pipsOf, type Pip, type Tile } from './tiles';

export const easyStrategy: Strategy = (_view, plays, random) => pick(plays, random);

/** Why a play scores what it does: the hint names the largest part. */
export type PlayScore = {
  readonly play: Play;
  readonly total: number;
  readonly goesOut: boolean;
  readonly unload: number;
  readonly follow: number;
  readonly block: number;
};

export type HardWeights = {
  readonly unloadPerPip: number;
  readonly doubleBonus: number;
  readonly followPerTile: number;
  /** For the next player surely unable to follow (scaled by the chance). */
  readonly blockNext: number;
  /** The same for each player after the next. */
  readonly blockOthers: number;
};

// Tuned with the simulation (README): a pip unloaded is worth one point, a tile kept to follow an
// end two, the next player surely unable to follow twenty.
export const HARD_WEIGHTS: HardWeights = { unloadPerPip: 1, doubleBonus: 3, followPerTile: 2, blockNext: 20, blockOthers: 4 };

/** The chance that a hand of `size` tiles drawn from `pool` unseen tiles holds none of `matching` of them. */
function chanceOfNone(pool: number, matching: number, size: number): number {
  let chance = 1;
  for (let i = 0; i < size; i++) {
    const left = pool - i;
    if (left <= 0) break;
    chance *= Math.max(0, left - matching) / left;
  }
  return chance;
}

/** The chance that `seat` cannot follow either of the ends, from what the viewer knows. */
function chanceCannotFollow(view: SeatView, unseen: readonly Tile[], seat: number, left: Pip, right: Pip): number {
  const lacks = view.lacks[seat]!;
  if (lacks.includes(left) && lacks.includes(right)) return 1;
  let pool = 0;
  let matching = 0;
  for (const tile of unseen) {
    if (lacks.some((pip) => hasSuit(tile, pip))) continue;
    pool++;
    if (hasSuit(tile, left) || hasSuit(tile, right)) matching++;
  }
  return chanceOfNone(pool, matching, view.handCounts[seat]!);
}

/** Every legal play scored, best first (ties keep the plays' order). */
export function scorePlays(view: SeatView, plays: readonly Play[], weights: HardWeights = HARD_WEIGHTS): PlayScore[] {
  const seen = new Set<Tile>(view.hand);
  for (const laid of view.line) seen.add(laid.tile);
  const unseen = ALL_TILES.filter((tile) => !seen.has(tile));
  const players = view.handCounts.length;
  const ends = endsOf(view.line);
  const scored = plays.map((play): PlayScore => {
    if (view.hand.length === 1) return { play, total: 1000, goesOut: true, unload: 0, follow: 0, block: 0 };
    const after = endsAfter(ends, layTile(play.tile, ends, play.end, view.seat), play.end);
    const unload = pipsOf(play.tile) * weights.unloadPerPip + (isDouble(play.tile) ? weights.doubleBonus : 0);
    let followers = 0;
    for (const tile of view.hand) if (tile !== play.tile && (hasSuit(tile, after.left) || hasSuit(tile, after.right))) followers++;
    const follow = followers * weights.followPerTile;
    let block = 0;
    for (let step = 1; step < players; step++) {
      const seat = (view.seat + step) % players;
      block += (step === 1 ? weights.blockNext : weights.blockOthers) * chanceCannotFollow(view, unseen, seat, after.left, after.right);
    }
    return { play, total: unload + follow + block, goesOut: false, unload, follow, block };
  });
  return scored
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.total - a.s.total || a.i - b.i)
    .map(({ s }) => s);
}

export function createHardStrategy(weights: HardWeights = HARD_WEIGHTS): Strategy {
  return (view, plays) => scorePlays(view, plays, weights)[0]!.play;
}

export const hardStrategy: Strategy = createHardStrategy();

export const STRATEGIES = { easy: easyStrategy, hard: hardStrategy } as const;
