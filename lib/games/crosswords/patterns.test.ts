import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../toolbox/seeded-random';
import { isConnected, isSymmetric, runLengths } from './grid';
import { LEVEL_RULES } from './levels';
import { randomPattern } from './patterns';

describe('randomPattern', () => {
  it.each(Object.entries(LEVEL_RULES))(
    '%s: 300 patterns are symmetric, connected, fully checked, within the block range',
    (level, rule) => {
      const random = createSeededRandom(`patterns ${level}`);
      const seen = new Set<string>();
      for (let i = 0; i < 300; i++) {
        const shape = randomPattern(rule, random);
        const blocks = shape.blocks.filter(Boolean).length;
        expect(shape.width).toBe(rule.size);
        expect(shape.height).toBe(rule.size);
        expect(isSymmetric(shape)).toBe(true);
        expect(isConnected(shape)).toBe(true);
        expect(Math.min(...runLengths(shape))).toBeGreaterThanOrEqual(3);
        expect(blocks).toBeGreaterThanOrEqual(rule.minBlocks);
        expect(blocks).toBeLessThanOrEqual(rule.maxBlocks);
        seen.add(shape.blocks.map(Number).join(''));
      }
      // Random, not one fixed pattern.
      expect(seen.size).toBeGreaterThan(5);
    },
  );

  it('is deterministic for a seed', () => {
    const a = randomPattern(LEVEL_RULES.hard, createSeededRandom('same'));
    const b = randomPattern(LEVEL_RULES.hard, createSeededRandom('same'));
    expect(a).toEqual(b);
  });

  it('fails clearly when no pattern can meet the rule', () => {
    // A 3x3 cannot hold 2 to 4 blocks with every run 3 long and the white cells connected.
    expect(() => randomPattern({ size: 3, minBlocks: 2, maxBlocks: 4 }, createSeededRandom('none'))).toThrow(/no 3x3 pattern/);
  });
});
