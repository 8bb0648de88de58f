import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOW_TO } from './how-to';
import { LEVEL_TECHNIQUES, levelOfTechnique } from './level-techniques';
import { SUDOKU_LEVEL_IDS } from './levels';
import { TECHNIQUES } from './techniques';

describe('what each level asks for', () => {
  it('lists every technique the solver tries once, under the level it grades at, in the solver’s order', () => {
    expect(SUDOKU_LEVEL_IDS.flatMap((level) => LEVEL_TECHNIQUES[level].techniques)).toEqual(TECHNIQUES.map((t) => t.name));
    for (const t of TECHNIQUES) expect(LEVEL_TECHNIQUES[t.level].techniques).toContain(t.name);
  });

  it('refuses a technique no level lists', () => {
    expect(() => levelOfTechnique('Guess')).toThrow(/no level lists/);
  });

  it('is what the how-to-play page and docs/GAMES.md say', () => {
    const page = (HOW_TO.play ?? []).join('\n');
    const docs = readFileSync(new URL('../../../docs/GAMES.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const level of SUDOKU_LEVEL_IDS) {
      expect(page).toContain(LEVEL_TECHNIQUES[level].asks);
      expect(docs).toContain(LEVEL_TECHNIQUES[level].asks);
    }
  });
});
