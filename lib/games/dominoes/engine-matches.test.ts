import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { pick } from '../toolbox/random';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyDominoesMove, newDominoesGame } from './engine';
import { LEVELS, TARGET_SCORE } from './levels';
import type { Move } from './moves';
import type { DominoesReply } from './reply';
import { publicView } from './public-view';
import { parseDominoesState, type DominoesState } from './state';
import { ENDS } from './tiles';

/**
 * Whole matches through the engine at every level, the player's moves chosen at random among those
 * the reply offers, checking after every answer what the player may see, that the offered moves are
 * exactly the legal ones, and that the stored state reads back.
 */

/** Tiles the player may not see now: the others' hands (until a summary shows them) and the boneyard. */
function secretTiles(state: DominoesState): string[] {
  const { table, summary } = state.match;
  const others = summary ? [] : table.hands.slice(1).flat();
  return [...others, ...table.boneyard];
}

function expectNothingHidden(reply: DominoesReply, state: DominoesState) {
  const text = JSON.stringify(reply);
  for (const tile of secretTiles(state)) expect(text, `${tile} shown`).not.toContain(`"${tile}"`);
  expect(text).not.toMatch(/random|boneyard":\[|lacks/);
  expect(reply.hand).toEqual(state.match.table.hands[0]);
}

function isApplied(state: DominoesState, move: Move): boolean {
  const result = applyDominoesMove(state, move);
  return result !== null && !isRefusedMove(result);
}

function expectOffersExactlyTheLegalMoves(state: DominoesState, reply: DominoesReply) {
  for (const tile of reply.hand) {
    for (const end of ENDS) {
      const offered = reply.playable.some((p) => p.tile === tile && p.ends.includes(end));
      expect(isApplied(state, { type: 'play', tile, end }), `${tile} ${end}`).toBe(offered);
    }
  }
  expect(isApplied(state, { type: 'draw' })).toBe(reply.canDraw);
  expect(isApplied(state, { type: 'pass' })).toBe(reply.canPass);
  expect(isApplied(state, { type: 'next-round' })).toBe(reply.phase === 'round-over');
  // Exactly one kind of move is open on the player's turn.
  if (reply.phase === 'playing') expect([reply.playable.length > 0, reply.canDraw, reply.canPass].filter(Boolean)).toHaveLength(1);
}

function randomMove(reply: DominoesReply, random: () => number): Move {
  if (reply.phase === 'round-over') return { type: 'next-round' };
  if (reply.canDraw) return { type: 'draw' };
  if (reply.canPass) return { type: 'pass' };
  const choice = pick(reply.playable, random);
  return { type: 'play', tile: choice.tile, end: pick(choice.ends, random) };
}

describe('whole matches through the engine', () => {
  it.each(LEVELS.map((level) => [level.id, level] as const))(
    '%s: nothing hidden in any answer, only legal moves offered, the state stored and read back',
    (_id, level) => {
      for (let i = 0; i < 3; i++) {
        const random = createSeededRandom(`whole ${level.id} ${i}`);
        let { state } = newDominoesGame(level.id, random);
        let reply = publicView(state);
        expectNothingHidden(reply, state);
        let status = 'playing';
        let moves = 0;
        while (status === 'playing') {
          expectOffersExactlyTheLegalMoves(state, reply);
          expect(parseDominoesState(JSON.parse(JSON.stringify(state)))).toEqual(state);
          const answer = applyDominoesMove(state, randomMove(reply, random));
          if (answer === null || isRefusedMove(answer)) throw new Error(`an offered move was refused: ${JSON.stringify(answer)}`);
          expectNothingHidden(answer.reply, answer.state);
          expect(answer.reply).toEqual(publicView(answer.state));
          ({ state, reply, status } = answer);
          moves++;
          expect(moves).toBeLessThan(1000);
        }
        const scores = state.match.scores;
        expect(status).toBe(scores[0]! >= TARGET_SCORE ? 'won' : 'lost');
        expect(scores.filter((s) => s >= TARGET_SCORE)).toHaveLength(1);
        expect(state.moves).toBe(moves);
        expect(reply.summary).not.toBeNull();
      }
    },
  );
});
