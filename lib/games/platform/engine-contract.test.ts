import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue';
import type { PuzzleHint } from '../grid-puzzle-engine';
import { isHiddenStateEngine, isRefusedMove, type AnyGridEngine, type AnyHiddenEngine } from '../hidden-state-engine';
import { PLATFORM_ENGINES } from '../platform-engines';
import { createSeededRandom } from '../toolbox/seeded-random';
import { fileDatabase, playServiceOn } from '@/tests/support/play-database';
import { solutionOf, storedState } from '@/tests/support/play-rows';
import { sampleValues } from '@/tests/support/schema-samples';
import { dailyLevelsOf } from './daily-levels';
import type { PlayCaller } from './play-service';

/**
 * The contract every registered engine keeps, checked over the registry (a game added there is
 * checked here with nothing to write): levels agree with the catalogue, time floors are ordered,
 * states survive a store round trip, moves replay to the stored state, nothing secret is in any
 * public text or answer, and hints lead on without giving a cell away. One puzzle per level, moves
 * drawn at random from each engine's move schema (most refused, some applied).
 */
const GAMES = Object.keys(PLATFORM_ENGINES).sort();
const REVEAL = 'Reveal';
const MOVES = 40;

/** A play's UUIDs hold any short run of characters by chance: they are not the game's secrets. */
const withoutIds = (value: unknown) =>
  JSON.stringify(value).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');

/**
 * What a hidden state keeps from the player, as text to look for: its strings of five or more
 * characters with a letter or digit in them (answers, deals, seeds, solution grids), its numbers of six
 * or more digits, and its runs of eight or more distinct small numbers (orders), less what the public
 * puzzle says and the state's own words (statuses, level ids such as 'draw-1').
 */
function secretsOf(state: unknown, puzzle: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 5 && /[A-Za-z0-9]/.test(value) && !/^(playing|won|lost)$|^[a-z]+(-[a-z0-9]+)+$/.test(value)) found.add(value);
    } else if (typeof value === 'number') {
      if (String(Math.abs(value)).replace('.', '').length >= 6) found.add(String(value));
    } else if (Array.isArray(value)) {
      value.forEach(walk);
      if (value.length >= 8 && value.every((v) => typeof v === 'number') && new Set(value).size >= 8)
        found.add(JSON.stringify(value.slice(0, 8)).slice(1, -1));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(state);
  return [...found].filter((secret) => !puzzle.includes(secret));
}

/** The secrets of a state the player may not see yet: those its public view does not show by now. */
const hiddenPartOf = (engine: AnyHiddenEngine, state: unknown, puzzle: string) => {
  const view = JSON.stringify(engine.publicView(state));
  return secretsOf(state, puzzle).filter((secret) => !view.includes(secret));
};

function expectNoSecret(answer: unknown, secrets: readonly string[], where: string) {
  const text = withoutIds(answer);
  for (const secret of secrets) expect(text.includes(secret), `${where} holds a secret: ${secret.slice(0, 60)}`).toBe(false);
}

const expectNoReveal = (hint: PuzzleHint | null, where: string) => expect(hint?.technique, where).not.toBe(REVEAL);

describe.each(GAMES)('the engine of %s', (game) => {
  const engine = PLATFORM_ENGINES[game]!;
  const levels = engine.levels.map((l) => l.id);
  const random = () => createSeededRandom(`contract ${game}`);

  it("has the catalogue's levels, and its daily levels among them", () => {
    const entry = CATALOGUE.find((g) => g.id === game);
    expect(entry, 'a catalogue entry').toBeDefined();
    expect(entry!.levels).toEqual(engine.levels);
    expect(levels).toContain(engine.dailyLevel);
    for (const level of dailyLevelsOf(engine)) expect(levels).toContain(level);
  });

  if (isHiddenStateEngine(engine)) hiddenContract(engine, levels, random);
  else gridContract(engine as AnyGridEngine, levels, random);
});

function gridContract(engine: AnyGridEngine, levels: readonly string[], random: () => () => number) {
  it.each(levels)('%s: a generated puzzle is well formed, keeps its solution apart, and its floors are ordered', (level) => {
    const { puzzle, solution } = engine.generate(level, random());
    expect(engine.isPuzzle(puzzle)).toBe(true);
    expect(puzzle).not.toContain(solution);
    const start = engine.initialGrid(puzzle);
    expect(engine.isSolved(puzzle, start, solution)).toBe(false);
    expect(engine.minSolveSeconds(puzzle)).toBeLessThanOrEqual(engine.plausibleSeconds(puzzle, level));
    expectNoReveal(engine.hint(puzzle, start, solution), 'the first hint');
  });

  it('replays its applied moves to the same grid, and refuses without changing it', () => {
    const { puzzle, solution } = engine.generate(levels[0]!, random());
    const moves = sampleValues(engine.moveSchema, random(), MOVES);
    expect(moves.length).toBeGreaterThan(0);
    let grid = engine.initialGrid(puzzle);
    const applied: unknown[] = [];
    for (const move of moves) {
      const next = engine.applyMove(puzzle, grid, move);
      if (next === null) continue;
      expect(next).not.toContain(solution);
      applied.push(move);
      grid = next;
    }
    const replayed = applied.reduce<string>((g, move) => engine.applyMove(puzzle, g, move)!, engine.initialGrid(puzzle));
    expect(replayed).toBe(grid);
  });

  it("gives no hint at the solution (the following of hints to the end is each game's hint-chain test)", () => {
    const { puzzle, solution } = engine.generate(levels[0]!, random());
    if (engine.isSolved(puzzle, solution, solution)) expect(engine.hint(puzzle, solution, solution)).toBeNull();
  });
}

function hiddenContract(engine: AnyHiddenEngine, levels: readonly string[], random: () => () => number) {
  it.each(levels)('%s: a new game survives a store round trip, shows no secret, and its floors are ordered', (level) => {
    const { puzzle, state } = engine.newGame(level, random());
    expect(engine.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const secrets = secretsOf(state, puzzle);
    expectNoSecret(puzzle, secrets, 'the puzzle');
    expectNoSecret(engine.publicView(state), secrets, 'the view');
    if (engine.hint) expectNoReveal(engine.hint(state), 'the first hint');
  });

  it('replays its applied moves to the same state; no answer or refusal while playing holds a secret', () => {
    const { puzzle, state: start } = engine.newGame(levels[0]!, random());
    const secrets = secretsOf(start, puzzle);
    let state = start;
    const applied: unknown[] = [];
    for (const move of sampleValues(engine.moveSchema, random(), MOVES)) {
      const answer = engine.applyMove(state, move);
      if (answer === null) continue;
      if (isRefusedMove(answer)) {
        expectNoSecret(answer.refused, secrets, 'a refusal');
        continue;
      }
      applied.push(move);
      state = answer.state;
      expect(engine.parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
      // The floors depend on the finished state: compared wherever the game counts any pace.
      const plausible = engine.plausibleSeconds(puzzle, state);
      if (plausible > 0) expect(engine.minSolveSeconds(puzzle, state)).toBeLessThanOrEqual(plausible);
      if (answer.status !== 'playing') break;
      expectNoSecret(answer.reply, hiddenPartOf(engine, state, puzzle), 'a reply');
    }
    let replayed = start;
    for (const move of applied) {
      const answer = engine.applyMove(replayed, move);
      if (answer === null || isRefusedMove(answer)) throw new Error('a recorded move was refused on replay');
      replayed = answer.state;
    }
    expect(replayed).toEqual(state);
  });
}

describe('through the play service', () => {
  const db = fileDatabase();
  const service = playServiceOn(db, PLATFORM_ENGINES, { seed: 'contract' });

  it.each(GAMES)(
    '%s: the issue, the play, the daily outline and a refusal hold no secret; a stored state is the replay of its moves',
    async (game) => {
      const engine = PLATFORM_ENGINES[game]!;
      const player: PlayCaller = { key: `contract-${game}`, userId: null, address: `contract-${game}` };
      const level = engine.levels[0]!.id;
      const issued = await service().issue(player, game, { mode: 'practice', level });
      const stored = isHiddenStateEngine(engine) ? engine.parseState(await storedState(db.sql, issued.playId)) : null;
      // A hidden game's answers show no more than its public view (whose own secrecy is checked above).
      const secrets = isHiddenStateEngine(engine) ? hiddenPartOf(engine, stored, issued.puzzle) : [await solutionOf(db.sql, issued.playId)];
      expectNoSecret(issued, secrets, 'the issue');
      expectNoSecret(await service().get(player, game, issued.playId), secrets, 'the play');
      expect(Object.keys(await service().dailyOutline(game)).sort()).toEqual(['day', 'game', 'level']);
      const refused = await service()
        .move(player, game, issued.playId, { not: 'a move' })
        .catch((error: unknown) => error);
      expectNoSecret(refused instanceof Error ? { message: refused.message } : refused, secrets, 'a refusal');
      if (!isHiddenStateEngine(engine)) return;

      let expected = stored;
      for (const move of sampleValues(engine.moveSchema, createSeededRandom(`contract moves ${game}`), 12)) {
        const answer = engine.applyMove(expected, move);
        if (answer === null || isRefusedMove(answer)) continue;
        const moved = await service().move(player, game, issued.playId, move);
        expected = answer.state;
        expect(engine.parseState(await storedState(db.sql, issued.playId))).toEqual(expected);
        if (moved.status !== 'playing') break;
      }
    },
  );
});
