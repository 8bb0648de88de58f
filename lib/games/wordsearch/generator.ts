/**
 * Generation (server only: it reads the offensive word list): a random theme, a random number of
 * its words within the level's range, placed in the level's directions, the rest filled with
 * letters by English frequency; then the proof (scanner.ts) reads every line of the grid in all
 * eight directions. Filler cells in anything it finds (a listed word a second time, an offensive
 * word outside the placed words) are drawn again until the scan comes back clean; a fault made of
 * placed letters alone, or one that keeps coming back, starts a new layout.
 *
 * Time (generation-bench.ts, 500 seeds, CPU on a shared 2-core machine): mean 0.6 / 0.6 / 1.9 ms,
 * p99 4.9 / 5.2 / 8.1 ms for Easy / Medium / Hard, with 1.06-1.09 layouts and 0.5-1 filler redraws
 * per grid: fast enough to make on demand, far under the 50 ms worth optimising.
 */
import 'server-only';
import type { GeneratedPuzzle, Random } from '../grid-puzzle-engine';
import { randomLetter } from './filler';
import { formatWordsearch, isThemeTitle } from './format';
import { LEVEL_RULES, isWordsearchLevel, type WordsearchLevel } from './levels';
import { OFFENSIVE_WORDS } from './offensive-words';
import { placeWords } from './placement';
import { buildTrie, proofProblems, type Grid, type Occurrence, type WordTrie } from './scanner';
import { formatPlaces } from './solution';
import { WORDSEARCH_THEMES } from './themes';
import { chooseWords } from './word-choice';
import { pick, randomIntBetween } from '../toolbox/random';

/** Far above what any level needs (see generation-bench.ts): reaching one of them means a bug. */
const MAX_LAYOUTS = 200;
const MAX_REFILLS = 30;

let offensive: { trie: WordTrie; set: ReadonlySet<string> } | undefined;
/** Built on first use: a few thousand trie nodes, kept for every later grid. */
function offensiveWords() {
  offensive ??= { trie: buildTrie(OFFENSIVE_WORDS), set: new Set(OFFENSIVE_WORDS) };
  return offensive;
}

const THEMES = WORDSEARCH_THEMES.filter((t) => isThemeTitle(t.title));

export type GenerationResult = GeneratedPuzzle & {
  /** Layouts (theme, words and places) tried, the served one included. */
  layouts: number;
  /** Scans that found filler to draw again, over all layouts. */
  refills: number;
};

/** Fills the empty cells, then redraws the filler the proof objects to; the proven letters, or null. */
function fillAndProve(
  cells: readonly string[],
  size: number,
  placements: readonly Occurrence[],
  random: Random,
  count: () => void,
): string | null {
  const filler = new Set<number>();
  const letters = cells.map((letter, i) => {
    if (letter !== '') return letter;
    filler.add(i);
    return randomLetter(random);
  });
  for (let refill = 0; refill <= MAX_REFILLS; refill++) {
    const grid: Grid = { width: size, height: size, letters: letters.join('') };
    const problems = proofProblems(grid, placements, offensiveWords().trie);
    if (problems.length === 0) return grid.letters;
    const redraw = problems.map((p) => p.cells.filter((c) => filler.has(c)));
    // Placed letters alone spell it: no filler can change that.
    if (redraw.some((cellsToRedraw) => cellsToRedraw.length === 0)) return null;
    for (const cell of new Set(redraw.flat())) letters[cell] = randomLetter(random);
    count();
  }
  return null;
}

export function generateWithStats(level: WordsearchLevel, random: Random): GenerationResult {
  if (!isWordsearchLevel(level)) throw new Error(`wordsearch: unknown level ${String(level)}`);
  const { size, directions, minWords, maxWords } = LEVEL_RULES[level];
  let refills = 0;
  for (let layouts = 1; layouts <= MAX_LAYOUTS; layouts++) {
    const theme = pick(THEMES, random);
    if (!theme) break;
    const count = randomIntBetween(random, minWords, maxWords);
    const chosen = chooseWords(theme.words, count, size, offensiveWords().set, random);
    if (!chosen) continue;
    // Shown in alphabetical order; the solution lists the places in the same order.
    const words = chosen.sort();
    const layout = placeWords(words, size, directions, random);
    if (!layout) continue;
    const letters = fillAndProve(layout.cells, size, layout.placements, random, () => refills++);
    if (letters === null) continue;
    const puzzle = formatWordsearch({ width: size, height: size, letters, words, theme: theme.title });
    return { puzzle, solution: formatPlaces(layout.placements), layouts, refills };
  }
  throw new Error(`wordsearch: no proven ${level} grid in ${MAX_LAYOUTS} layouts`);
}

export function generate(level: WordsearchLevel, random: Random): GeneratedPuzzle {
  const { puzzle, solution } = generateWithStats(level, random);
  return { puzzle, solution };
}
