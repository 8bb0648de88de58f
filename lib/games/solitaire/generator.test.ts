import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import { cardCode } from './cards';
import { engine as solitaireEngine, proofMoves } from './engine';
import { deckOf, type SolitaireState } from './game';
import { MAX_DEAL_TRIES, generateDeal } from './generator';
import { LEVELS } from './levels';
import { dealPosition } from './position';
import { parseBoardText } from './view';
import { seedsFor } from '@/tests/support/property-runs';

/** The promise: 100 deals per mode, each proven winnable, the proof replaying to a win with the engine's own applyMove. */
// 100 seeds in the deep run, a fifth (at a rotating offset) by default.
const DEAL_SEEDS = seedsFor(100);

/** Plays a state's proven line move by move through the engine, as the platform would; the final status. */
function playProof(start: SolitaireState): string {
  let state = start;
  let status = 'playing';
  for (const move of proofMoves(start)) {
    expect(status).toBe('playing');
    const applied = solitaireEngine.applyMove(state, move);
    if (applied === null || isRefusedMove(applied))
      throw new Error(`The proof's move ${JSON.stringify(move)} was refused: ${JSON.stringify(applied)}`);
    state = applied.state;
    status = applied.status;
  }
  // What the platform stored after the last move reads back as the same won game.
  const stored = solitaireEngine.parseState(JSON.parse(JSON.stringify(state)));
  expect(stored).not.toBeNull();
  expect(solitaireEngine.publicView(stored!).won).toBe(status === 'won');
  return status;
}

describe('the generator', () => {
  for (const level of LEVELS) {
    it(`serves ${DEAL_SEEDS.length} ${level.label} deals, each proven winnable by a line that replays to a win with the engine`, () => {
      const deals = new Set<string>();
      for (const i of DEAL_SEEDS) {
        const { puzzle, state } = solitaireEngine.newGame(level.id, createSeededRandom(`generator ${level.id} ${i}`));
        // As stored: the starting state is JSON in the database, read back by parseState (which checks the proof too).
        const stored = solitaireEngine.parseState(JSON.parse(JSON.stringify(state)));
        expect(stored, `deal ${i}`).not.toBeNull();
        expect(stored!.level).toBe(level.id);
        expect(playProof(stored!), `deal ${i}`).toBe('won');
        // The puzzle shows the seven face-up cards and counts for the rest, and nothing else.
        const deck = deckOf(state.deal)!;
        const board = parseBoardText(puzzle)!;
        const position = dealPosition(deck, level.drawCount);
        expect(board.tableau.map((c) => c.up)).toEqual(position.columns.map((column) => [cardCode(column.at(-1)!)]));
        expect(board.tableau.map((c) => c.down)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(board).toMatchObject({ drawCount: level.drawCount, stock: 24, waste: 0, wasteTop: [], foundations: [0, 0, 0, 0] });
        deals.add(state.deal);
      }
      expect(deals.size).toBe(DEAL_SEEDS.length);
    }, 120_000);
  }

  it('is deterministic for a random source, and gives up with a clear error when no deal is proven in its tries', () => {
    const a = generateDeal('draw-3', createSeededRandom('same'));
    const b = generateDeal('draw-3', createSeededRandom('same'));
    expect(a).toEqual(b);
    // A cap of one position proves nothing.
    expect(() => generateDeal('draw-1', createSeededRandom('cap'), 1)).toThrow(`No draw-1 deal proven winnable in ${MAX_DEAL_TRIES} tries`);
  });
});
