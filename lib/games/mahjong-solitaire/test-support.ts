/**
 * Checks of the tests' own, written from the rules on raw coordinates (not from board.ts), so that
 * the engine's replays and orders are judged independently.
 */
import type { Random } from '../grid-puzzle-engine';
import { applyMahjongMove, newMahjongGame } from './engine';
import type { LayoutId, Position } from './layouts';
import type { MahjongState } from './state';
import type { Tiles } from './rules';

const overlap = (a: Position, b: Position) => Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;

/** Free by the rule's words: nothing higher overlapping it, and no tile of its layer touching its left or its right. */
export function freeByRule(positions: readonly Position[], present: readonly boolean[], place: number): boolean {
  const p = positions[place]!;
  const others = positions.filter((q, i) => i !== place && present[i]);
  if (others.some((q) => q.z > p.z && overlap(p, q))) return false;
  const touching = (dx: number) => others.some((q) => q.z === p.z && q.x - p.x === dx && Math.abs(q.y - p.y) < 2);
  return !touching(-2) || !touching(2);
}

const group = (code: string) => (code[0] === 'f' || code[0] === 's' ? code[0] : code);

/** Whether the pairs, taken in turn, are each two different free matching tiles and leave nothing. */
export function clearsByRule(positions: readonly Position[], tiles: Tiles, order: readonly (readonly [number, number])[]): boolean {
  const present = tiles.map((code) => code !== null);
  for (const [a, b] of order) {
    if (a === b || !present[a] || !present[b]) return false;
    if (!freeByRule(positions, present, a) || !freeByRule(positions, present, b)) return false;
    if (group(tiles[a]!) !== group(tiles[b]!)) return false;
    present[a] = present[b] = false;
  }
  return present.every((here) => !here);
}

/** Whether the places can be cleared two free ones at a time in some order, whatever the faces: exhaustive (small sets only). */
export function placesClearable(positions: readonly Position[], present: readonly boolean[]): boolean {
  const seen = new Set<string>();
  const walk = (now: boolean[]): boolean => {
    if (now.every((here) => !here)) return true;
    const key = now.join();
    if (seen.has(key)) return false;
    seen.add(key);
    const free = now.flatMap((here, i) => (here && freeByRule(positions, now, i) ? [i] : []));
    for (let i = 0; i < free.length; i++)
      for (let j = i + 1; j < free.length; j++) {
        const next = [...now];
        next[free[i]!] = next[free[j]!] = false;
        if (walk(next)) return true;
      }
    return false;
  };
  return walk([...present]);
}

/**
 * A new game with its tiles dealt (the `start` move made), as most tests want it: `deal` is the
 * board the player then sees.
 */
export function dealtGame(layout: LayoutId, random: Random): { deal: string; state: MahjongState } {
  const game = newMahjongGame(layout, random);
  const dealt = applyMahjongMove(game.state, { type: 'start' });
  if ('refused' in dealt) throw new Error(dealt.refused);
  return { deal: dealt.reply.board, state: dealt.state };
}
