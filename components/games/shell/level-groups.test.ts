import { describe, expect, it } from 'vitest';
import { groupLevels } from './level-groups';

describe('groupLevels', () => {
  it('leaves levels without groups as one unnamed group', () => {
    const levels = [
      { id: 'easy', label: 'Easy' },
      { id: 'hard', label: 'Hard' },
    ];
    expect(groupLevels(levels)).toEqual([{ name: null, levels }]);
  });

  it('gathers consecutive levels of a group under its name, in order', () => {
    const levels = [
      { id: '6-easy', label: '6×6 Easy', group: '6×6' },
      { id: '6-hard', label: '6×6 Hard', group: '6×6' },
      { id: '8-easy', label: '8×8 Easy', group: '8×8' },
    ];
    expect(groupLevels(levels).map((g) => [g.name, g.levels.map((l) => l.id)])).toEqual([
      ['6×6', ['6-easy', '6-hard']],
      ['8×8', ['8-easy']],
    ]);
  });
});
