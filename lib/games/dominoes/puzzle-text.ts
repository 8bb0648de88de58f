/**
 * The public one-line form of a deal: the level, then the player's opening hand, heaviest first:
 * 'draw-hard-1:6-6,6-2,5-4,4-1,3-3,2-0,1-0'. Nothing of another hand or the boneyard.
 */
import { handSize, isLevelId, parseLevelId, type LevelId } from './levels';
import { heavierFirst, isTile, type Tile } from './tiles';

export function formatPuzzle(level: LevelId, hand: readonly Tile[]): string {
  return `${level}:${[...hand].sort(heavierFirst).join(',')}`;
}

/** The level and opening hand of a puzzle text; null when it is not one. */
export function parsePuzzle(text: string): { level: LevelId; hand: Tile[] } | null {
  const [level, tiles, ...rest] = text.split(':');
  if (rest.length > 0 || !isLevelId(level) || tiles === undefined) return null;
  const hand = tiles.split(',');
  if (!hand.every(isTile) || new Set(hand).size !== hand.length) return null;
  if (hand.length !== handSize(parseLevelId(level)!.opponents + 1)) return null;
  if (formatPuzzle(level, hand) !== text) return null;
  return { level, hand };
}
