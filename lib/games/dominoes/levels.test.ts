import { describe, expect, it } from 'vitest';
import { LEVELS, parseLevelId, recordsByOpponentLevel } from './levels';

describe('match settings as level ids', () => {
  it('has every variant, opponent level and count, each id read back exactly', () => {
    expect(LEVELS).toHaveLength(12);
    for (const { id } of LEVELS) expect(parseLevelId(id)).not.toBeNull();
    expect(parseLevelId('draw-hard-4')).toBeNull();
    expect(parseLevelId('draw-hard-01')).toBeNull();
  });

  it('sums the statistics per opponent level over variants and numbers of opponents', () => {
    const byLevel = {
      'draw-easy-1': { played: 3, won: 2 },
      'block-easy-3': { played: 1, won: 1 },
      'draw-hard-1': { played: 4, won: 1 },
      'draw-hard-2': { played: 2, won: 0 },
      'not-a-level': { played: 9, won: 9 },
    };
    expect(recordsByOpponentLevel(byLevel)).toEqual([
      { opponentLevel: 'easy', played: 4, won: 3 },
      { opponentLevel: 'hard', played: 6, won: 1 },
    ]);
    expect(recordsByOpponentLevel({})).toEqual([
      { opponentLevel: 'easy', played: 0, won: 0 },
      { opponentLevel: 'hard', played: 0, won: 0 },
    ]);
  });
});
