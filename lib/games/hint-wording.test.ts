import { describe, expect, it } from 'vitest';
import type { PuzzleHint } from './grid-puzzle-engine';
import { isHiddenStateEngine, isRefusedMove, type AnyHiddenEngine } from './hidden-state-engine';
import { PLATFORM_ENGINES } from './platform-engines';
import { createSeededRandom } from './toolbox/seeded-random';

/** Puzzles played per level: enough to meet several techniques, few enough to stay at seconds. */
const PER_LEVEL = 2;

/** What a player must never read in a hint (issue 43): cell codes, coordinate pairs, raw indices. */
function expectPlayersWords(game: string, hint: PuzzleHint): void {
  const where = `${game}: "${hint.technique}: ${hint.message}"`;
  expect(hint.message, where).not.toMatch(/\br\d+c\d+\b/i);
  expect(hint.message, where).not.toMatch(/\brows? \d+,? (and )?columns? \d+/i);
  expect(hint.message, where).not.toMatch(/\b(cell|index|place|tile|card|position) #?\d+\b/i);
  expect(hint.message, where).not.toMatch(/\b(region|box) [A-Z0-9]\b/);
  // The page shows 'technique: message', so the message must not say the technique again.
  const technique = hint.technique.toLowerCase();
  expect(hint.message.toLowerCase().startsWith(technique), where).toBe(false);
  expect(hint.message.toLowerCase(), where).not.toContain(`${technique}:`);
  expect(hint.message.toLowerCase(), where).not.toContain(`${technique} in `);
  expect(hint.message.toLowerCase(), where).not.toContain(`${technique} on `);
  for (const cell of hint.cells) expect(Number.isInteger(cell) && cell >= 0, where).toBe(true);
}

/** Cells of a grid puzzle's board: its text before the word list, without the row separators. */
const boardCells = (puzzle: string) => (puzzle.split(':')[0] ?? '').replace(/\//g, '').length;

/** A grid partly filled from the solution (same shape for games whose grid is the solution's): a later position to hint from. */
function partlySolved(initial: string, solution: string, share: number, random: () => number): string {
  if (initial.length !== solution.length) return initial;
  return [...initial].map((ch, i) => (random() < share ? (solution[i] ?? ch) : ch)).join('');
}

/**
 * Moves that open a game whose play begins with one (Mahjong's Start, Minesweeper's first click),
 * tried on every hidden-state engine and used where its schema and rules accept one: before it
 * there is nothing to hint.
 */
const OPENING_MOVES: readonly unknown[] = [{ type: 'start' }, { kind: 'open', cell: 0 }];

function started(engine: AnyHiddenEngine, state: unknown): unknown {
  if (engine.hint?.(state)) return state;
  for (const move of OPENING_MOVES) {
    if (!engine.moveSchema.safeParse(move).success) continue;
    const applied = engine.applyMove(state, move);
    if (applied && !isRefusedMove(applied)) return applied.state;
  }
  return state;
}

describe('every platform game hints in a player’s words, marking cells on its board', () => {
  for (const [game, engine] of Object.entries(PLATFORM_ENGINES)) {
    it(`${game}`, { timeout: 120_000 }, () => {
      let hints = 0;
      for (const level of engine.levels) {
        for (let n = 0; n < PER_LEVEL; n++) {
          const random = createSeededRandom(`hint wording ${game} ${level.id} ${n}`);
          if (isHiddenStateEngine(engine)) {
            if (!engine.hint) return; // Word Guesser and Crosswords give no hint (Reveal and Check instead).
            const { state: fresh } = engine.newGame(level.id, random);
            const hint = engine.hint(started(engine, fresh));
            if (hint) {
              expectPlayersWords(game, hint);
              hints++;
            }
            continue;
          }
          const { puzzle, solution } = engine.generate(level.id, random);
          const initial = engine.initialGrid(puzzle);
          for (const share of [0, 0.3, 0.7]) {
            const grid = partlySolved(initial, solution, share, random);
            const hint = engine.hint(puzzle, grid, solution);
            if (!hint) continue;
            expectPlayersWords(game, hint);
            expect(hint.cells.length, `${game}: a grid hint marks its cells`).toBeGreaterThan(0);
            for (const cell of hint.cells) expect(cell).toBeLessThan(boardCells(puzzle));
            hints++;
          }
        }
      }
      expect(hints, `${game} gave no hint to check`).toBeGreaterThan(0);
    });
  }
});
