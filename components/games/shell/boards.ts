import type { GameInfo } from './types';

/**
 * A leaderboard board id ('all:easy', 'daily:2026-11-23', 'daily:2026-11-23:draw-3' for a game with
 * a daily per level; see lib/games/platform/boards.ts) in words.
 */
export function boardLabel(info: GameInfo, board: string): string {
  const [kind, rest = ''] = board.split(/:(.*)/s);
  if (kind === 'daily') {
    const [day, levelId] = rest.split(':');
    const level = info.levels.find((l) => l.id === levelId)?.label;
    return level ? `the ${level} daily board of ${day}` : `the daily board of ${day}`;
  }
  if (kind === 'all') {
    const level = info.levels.find((l) => l.id === rest)?.label;
    return info.levels.length > 1 && level ? `the all-time ${level} board` : 'the all-time board';
  }
  return board;
}

/** '#1 on the all-time Easy board' lines, daily first. */
export function rankLines(info: GameInfo, ranks: Record<string, number>): string[] {
  return Object.entries(ranks)
    .sort(([a], [b]) => (a.startsWith('daily') === b.startsWith('daily') ? a.localeCompare(b) : a.startsWith('daily') ? -1 : 1))
    .map(([board, rank]) => `#${rank} on ${boardLabel(info, board)}`);
}
