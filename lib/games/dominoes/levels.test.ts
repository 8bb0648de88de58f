import { describe, expect, it } from 'vitest';
import { LEVELS, parseLevelId, recordsByOpponentLevel } from './levels';

describe('match settings as level ids', () => {
  it('has every variant, opponent level and count, each id read back exactly', () => {
    expect(LEVELS).toHaveLength(12);
    for (const { id } of LEVELS) expect(parseLevelId(id)).not.toBeNull();
    expect(parseLevelId('draw-hard-4')).toBeNull();
    expect(parseLevelId('draw-hard-01')).toBeNull();
  });

  it("names each level shortly for the results' Level figure: the opponents, a variant apart by its group", () => {
    const draw = LEVELS.find((l) => l.id === 'draw-hard-2')!;
    expect(draw).toMatchObject({ label: 'Draw game, 2 Hard opponents', group: 'Draw game', short: '2 Hard' });
    for (const variant of ['Draw game', 'Block game']) {
      const shorts = LEVELS.filter((l) => l.group === variant).map((l) => l.short!);
      expect(new Set(shorts).size).toBe(6);
      for (const short of shorts) expect(short.length).toBeLessThanOrEqual(6);
    }
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
