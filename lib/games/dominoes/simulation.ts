/**
 * Whole matches between computer players, for the Hard vs Easy test and for tuning the Hard
 * player's weights. Every seat is played by a strategy; the match runs in place.
 */
import type { Random } from '../grid-puzzle-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import type { Variant } from './levels';
import { computerTurn, matchWinner, nextRound, startMatch, type Match } from './match';
import type { Strategy } from './seat-view';

export function simulateMatch(strategies: readonly Strategy[], variant: Variant, random: Random): Match {
  const match = startMatch(variant, strategies.length, random);
  while (match.phase !== 'match-over') {
    if (match.phase === 'round-over') nextRound(match, random);
    else computerTurn(match, strategies[match.table.turn]!, random);
  }
  return match;
}

/**
 * `matches` one-against-one matches of `a` against `b`, seeded; `a` sits first in the even
 * matches and second in the odd ones. Answers how many `a` won.
 */
export function headToHead(a: Strategy, b: Strategy, matches: number, seed: string, variant: Variant = 'draw'): number {
  let wins = 0;
  for (let i = 0; i < matches; i++) {
    const aFirst = i % 2 === 0;
    const match = simulateMatch(aFirst ? [a, b] : [b, a], variant, createSeededRandom(`${seed}/${i}`));
    if (matchWinner(match) === (aFirst ? 0 : 1)) wins++;
  }
  return wins;
}
