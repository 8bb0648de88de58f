import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOW_TO } from './how-to';
import { MAX_TIER, techniqueName, type Deduction } from './deductions';
import { levelFor } from './grade';
import { LEVEL_TECHNIQUES, levelOfTier, tierRange } from './level-techniques';
import { LEVEL_RULES, LEVELS } from './levels';

/** Every kind of deduction the finders make, with its tier. */
const KINDS: Pick<Deduction, 'technique' | 'tier'>[] = [
  { technique: 'only-cell', tier: 1 },
  { technique: 'region-in-line', tier: 2 },
  { technique: 'line-in-region', tier: 2 },
  { technique: 'blocking-cell', tier: 3 },
  { technique: 'regions-in-lines', tier: 4 },
  { technique: 'lines-in-regions', tier: 4 },
  { technique: 'regions-in-lines', tier: 5 },
  { technique: 'lines-in-regions', tier: 5 },
];

describe('what each level asks for', () => {
  it('splits the tiers 1..MAX_TIER between the levels, easiest level first, none shared', () => {
    expect(LEVELS.flatMap(({ id }) => LEVEL_TECHNIQUES[id].tiers)).toEqual(Array.from({ length: MAX_TIER }, (_, i) => i + 1));
    expect(tierRange('medium')).toEqual({ minTier: 3, maxTier: 3 });
  });

  it('names each deduction in the list of the level its tier belongs to, and lists nothing else', () => {
    for (const kind of KINDS) {
      const level = levelOfTier(kind.tier)!;
      expect(LEVEL_TECHNIQUES[level].techniques).toContain(techniqueName(kind));
    }
    const listed = LEVELS.flatMap(({ id }) => LEVEL_TECHNIQUES[id].techniques);
    expect(new Set(KINDS.map(techniqueName))).toEqual(new Set(listed));
  });

  it('grades a puzzle at a level only when its hardest tier is one of that level’s own', () => {
    for (const { id } of LEVELS) {
      for (const size of LEVEL_RULES[id].sizes) {
        for (let tier = 1; tier <= MAX_TIER; tier++) {
          expect(levelFor(size, tier)).toBe(LEVEL_TECHNIQUES[id].tiers.includes(tier) ? id : null);
        }
      }
    }
  });

  it('is what the how-to-play page and docs/GAMES.md say', () => {
    const page = (HOW_TO.play ?? []).join('\n');
    const docs = readFileSync(new URL('../../../docs/GAMES.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const { id } of LEVELS) {
      expect(page).toContain(LEVEL_TECHNIQUES[id].asks);
      expect(docs).toContain(LEVEL_TECHNIQUES[id].asks);
    }
  });
});
