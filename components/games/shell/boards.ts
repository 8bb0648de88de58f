import type { GameInfo } from './types';

/** A leaderboard board id ('all:easy', 'daily:2026-11-23', see lib/games/platform/boards.ts) in words. */
export function boardLabel(info: GameInfo, board: string): string {
  const [kind, rest = ''] = board.split(/:(.*)/s);
  if (kind === 'daily') return `the daily board of ${rest}`;
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
