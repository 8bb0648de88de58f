import { describe, expect, it } from 'vitest';
import { isRefusedMove } from '../hidden-state-engine';
import { createSeededRandom } from '../toolbox/seeded-random';
import { applyDominoesMove, newDominoesGame } from './engine';
import { DAILY_LEVEL, LEVELS, isLevelId, levelLabel, parseLevelId } from './levels';
import { formatPuzzle, parsePuzzle } from './puzzle-text';
import { publicView } from './public-view';
import { parseDominoesState, type DominoesState } from './state';

/** A state after a few moves, and the first state of a round summary, from a seeded match. */
function states(): { mid: DominoesState; over: DominoesState } {
  const random = createSeededRandom('state tests');
  let state = newDominoesGame('draw-easy-2', random).state;
  let mid: DominoesState | null = null;
  for (;;) {
    const view = publicView(state);
    const move = view.canDraw
      ? { type: 'draw' as const }
      : view.canPass
        ? { type: 'pass' as const }
        : { type: 'play' as const, tile: view.playable[0]!.tile, end: view.playable[0]!.ends[0]! };
    const next = applyDominoesMove(state, move);
    if (next === null || isRefusedMove(next)) throw new Error('refused');
    if (next.state.match.phase !== 'playing') return { mid: mid!, over: next.state };
    state = next.state;
    if (state.match.table.line.length >= 4) mid ??= state;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stored state's JSON, broken on purpose at any depth
type StoredJson = { [key: string]: any };
const copy = (state: DominoesState) => JSON.parse(JSON.stringify(state)) as StoredJson;

describe('reading a stored state', () => {
  const { mid, over } = states();

  it('reads back a state in play and one showing a round summary', () => {
    expect(parseDominoesState(copy(mid))).toEqual(mid);
    expect(parseDominoesState(copy(over))).toEqual(over);
    expect(over.match.summary).not.toBeNull();
  });

  const broken: [string, (s: StoredJson) => void][] = [
    ['an unknown level', (s) => (s.level = 'draw-medium-2')],
    ['a level of another variant', (s) => (s.level = 'block-easy-2')],
    ['a level with another number of players', (s) => (s.level = 'draw-easy-1')],
    ['a tile twice', (s) => (s.match.table.hands[0][0] = s.match.table.hands[1][0])],
    ['a tile missing', (s) => s.match.table.boneyard.pop()],
    ['a tile spelled low end first', (s) => (s.match.table.boneyard[0] = '1-6')],
    ['a tile off the set', (s) => (s.match.table.hands[0][0] = '7-1')],
    ['neighbours that do not match', (s) => s.match.table.line.reverse()],
    ['a laid tile facing pips it does not have', (s) => (s.match.table.line[0].left = (s.match.table.line[0].left + 1) % 7)],
    ['a computer to move between the player\u2019s moves', (s) => (s.match.table.turn = 1)],
    ['a seat off the table', (s) => (s.match.table.line[0].seat = 3)],
    ['a score past the target in play', (s) => (s.match.scores[1] = 100)],
    [
      'a summary in play',
      (s) =>
        (s.match.summary = { round: 1, reason: 'domino', winner: 0, points: 0, hands: [[], [], []], pips: [0, 0, 0], scores: [0, 0, 0] }),
    ],
    ['an opening tile on a line already begun', (s) => (s.match.table.opening = s.match.table.hands[0][0])],
    ['a broken random state', (s) => (s.random = [1, 2, 3])],
    ['negative moves', (s) => (s.moves = -1)],
    ['an event of an unknown kind', (s) => s.match.events.push({ kind: 'cheated', seat: 1 })],
    ['a fourth hand', (s) => s.match.table.hands.push([])],
  ];
  it.each(broken)('refuses a state with %s', (_what, breakIt) => {
    const value = copy(mid);
    breakIt(value);
    expect(parseDominoesState(value)).toBeNull();
  });

  it('refuses a summary that does not match the table, and a round over without one', () => {
    const noSummary = copy(over);
    noSummary.match.summary = null;
    expect(parseDominoesState(noSummary)).toBeNull();
    const wrongHands = copy(over);
    wrongHands.match.summary.hands[1].push('6-6');
    expect(parseDominoesState(wrongHands)).toBeNull();
    const wrongScores = copy(over);
    wrongScores.match.summary.scores[0] += 1;
    expect(parseDominoesState(wrongScores)).toBeNull();
    const overNotOver = copy(over);
    overNotOver.match.phase = 'match-over';
    expect(parseDominoesState(overNotOver)).toBeNull();
    for (const value of [null, 'state', 42, {}, { ...copy(mid), match: null }]) expect(parseDominoesState(value)).toBeNull();
  });
});

describe('levels and the public puzzle text', () => {
  it('names twelve levels, grouped by variant, each read back from its id alone', () => {
    expect(LEVELS).toHaveLength(12);
    expect(new Set(LEVELS.map((l) => l.group))).toEqual(new Set(['Draw game', 'Block game']));
    for (const level of LEVELS) expect(levelLabel(parseLevelId(level.id)!)).toBe(level.label);
    expect(LEVELS.find((l) => l.id === DAILY_LEVEL)?.label).toBe('Draw game, 1 Hard opponent');
    expect(LEVELS.find((l) => l.id === 'block-easy-3')?.label).toBe('Block game, 3 Easy opponents');
    for (const bad of ['draw-hard-4', 'draw-hard-0', 'hard-1', 'Draw-hard-1', 'draw-hard-01', 'draw-hard-1-'])
      expect(isLevelId(bad)).toBe(false);
  });

  it('writes the level and the player\u2019s opening hand, heaviest first, and reads it back', () => {
    expect(formatPuzzle('draw-hard-1', ['1-0', '6-6', '5-4', '6-2', '3-3', '2-0', '4-1'])).toBe('draw-hard-1:6-6,5-4,6-2,3-3,4-1,2-0,1-0');
    expect(parsePuzzle('draw-hard-1:6-6,5-4,6-2,3-3,4-1,2-0,1-0')).toEqual({
      level: 'draw-hard-1',
      hand: ['6-6', '5-4', '6-2', '3-3', '4-1', '2-0', '1-0'],
    });
    expect(parsePuzzle('block-easy-3:6-6,5-4,6-2,3-3,4-1')?.hand).toHaveLength(5);
    for (const bad of [
      'draw-hard-1:6-6,5-4',
      'draw-hard-1:5-4,6-6,6-2,3-3,4-1,2-0,1-0',
      'draw-hard-1:6-6,6-6,6-2,3-3,4-1,2-0,1-0',
      'x:6-6',
      'draw-hard-1:6-6,5-4,6-2,3-3,4-1,2-0,1-0:x',
    ]) {
      expect(parsePuzzle(bad), bad).toBeNull();
    }
  });
});
