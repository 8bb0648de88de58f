import type { PuzzleLevel } from '@/lib/games/grid-puzzle-engine';

export type LevelGroup = { name: string | null; levels: PuzzleLevel[] };

/**
 * The picker's option groups: consecutive levels sharing a `group` together, in the engine's order.
 * Levels without a group stay as they are (one unnamed group), so a short list is unchanged.
 */
export function groupLevels(levels: readonly PuzzleLevel[]): LevelGroup[] {
  const groups: LevelGroup[] = [];
  for (const level of levels) {
    const name = level.group ?? null;
    const last = groups[groups.length - 1];
    if (last && last.name === name) last.levels.push(level);
    else groups.push({ name, levels: [level] });
  }
  return groups;
}
