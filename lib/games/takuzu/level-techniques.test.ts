import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOW_TO } from './how-to';
import { TECHNIQUE_LEVEL, TECHNIQUE_NAME, type TechniqueId } from './deductions';
import { LEVEL_TECHNIQUES } from './level-techniques';
import { DIFFICULTIES } from './levels';
import { TECHNIQUES } from './solver';

describe('what each difficulty asks for', () => {
  it('lists every technique once, and the solver grades each at the difficulty that lists it', () => {
    const listed = DIFFICULTIES.flatMap((level) => LEVEL_TECHNIQUES[level].techniques);
    expect([...listed].sort()).toEqual((Object.keys(TECHNIQUE_NAME) as TechniqueId[]).sort());
    for (const level of DIFFICULTIES) {
      expect(TECHNIQUES[level]).toHaveLength(LEVEL_TECHNIQUES[level].techniques.length);
      for (const id of LEVEL_TECHNIQUES[level].techniques) expect(TECHNIQUE_LEVEL[id]).toBe(level);
    }
  });

  it('is what the how-to-play page and docs/GAMES.md say', () => {
    const page = (HOW_TO.play ?? []).join('\n');
    const docs = readFileSync(new URL('../../../docs/GAMES.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const level of DIFFICULTIES) {
      expect(page).toContain(LEVEL_TECHNIQUES[level].asks);
      expect(docs).toContain(LEVEL_TECHNIQUES[level].asks);
    }
  });
});
