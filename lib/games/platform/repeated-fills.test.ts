import { describe, expect, it } from 'vitest';
import { fileDatabase } from '@/tests/support/play-database';
import { digitsEngine } from '@/tests/support/digits-engine';
import { createDailyPuzzles, DAILY_FRESH_DAYS } from './daily-puzzles';
import { createPracticePools } from './practice-pools';
import type { GeneratedPuzzle } from '@/lib/games/grid-puzzle-engine';

/**
 * Issue 42, for every game: a pooled puzzle's solution is unique per game and level, a daily's
 * solution never joins its level's pool, and a new daily repeats neither a pooled solution of its
 * level nor a daily of the past year. Generators here hand out chosen solutions, repeats first.
 */
const db = fileDatabase();
const puzzle = (solution: string) => ({ level: 'easy', puzzle: `p-${solution}`, solution });
const noSchedule = () => {};

/** A generator giving the listed solutions in turn, then fresh ones. */
function scripted(solutions: string[]) {
  let fresh = 0;
  const calls: string[] = [];
  const next = async (): Promise<GeneratedPuzzle> => {
    const solution = solutions.shift() ?? `fresh-${fresh++}`;
    calls.push(solution);
    return { puzzle: `p-${solution}`, solution };
  };
  return { calls, generate: (_game: string, _level: string) => next(), generateDaily: () => next() };
}

describe('repeated fills', () => {
  it('the pool refuses a solution it holds, or a daily of the level had; other levels and games take it', async () => {
    const { gamePlays } = db.store;
    expect(await gamePlays.addToPool('g1', puzzle('AAA'))).not.toBeNull();
    expect(await gamePlays.addToPool('g1', { ...puzzle('AAA'), puzzle: 'another text' })).toBeNull();
    expect(await gamePlays.poolSize('g1', 'easy')).toBe(1);
    expect(await gamePlays.addToPool('g1', { ...puzzle('AAA'), level: 'hard' })).not.toBeNull();
    expect(await gamePlays.addToPool('g2', puzzle('AAA'))).not.toBeNull();

    await gamePlays.createDaily('g1', '2026-11-01', puzzle('DDD'));
    expect(await gamePlays.addToPool('g1', puzzle('DDD'))).toBeNull();
    expect(await gamePlays.poolSize('g1', 'easy')).toBe(1);
    expect(await gamePlays.addToPool('g1', { ...puzzle('DDD'), level: 'hard' })).not.toBeNull();
  });

  it("a new daily skips its level's pooled solutions and the past year's dailies, not older ones", async () => {
    const { gamePlays } = db.store;
    for (const s of ['P1', 'P2']) await gamePlays.addToPool('d1', puzzle(s));
    await gamePlays.createDaily('d1', '2026-06-01', puzzle('RECENT'));
    await gamePlays.createDaily('d1', '2025-06-01', puzzle('OLD'));
    const script = scripted(['P1', 'RECENT', 'P2', 'OLD']);
    const dailies = createDailyPuzzles(db.store, { ...script, schedule: noSchedule, now: () => new Date('2026-11-20T12:00:00Z') });
    const today = await dailies.today('d1', digitsEngine);
    // OLD was a daily more than DAILY_FRESH_DAYS ago: it may come back.
    expect(DAILY_FRESH_DAYS).toBe(365);
    expect(script.calls).toEqual(['P1', 'RECENT', 'P2', 'OLD']);
    expect(today.solution).toBe('OLD');
  });

  it('a player beyond the pool gets a new solution, not a repeat of a pooled one', async () => {
    const { gamePlays } = db.store;
    const first = await gamePlays.addToPool('b1', puzzle('B1'));
    await gamePlays.createPlay({
      gameSlug: 'b1',
      playerKey: 'beyond',
      mode: 'practice',
      level: 'easy',
      day: '2026-11-20',
      puzzleId: first!.id,
    });
    const script = scripted(['B1', 'B1', 'B2']);
    const pools = createPracticePools(db.store, script.generate, noSchedule);
    const id = await pools.beyondPool('b1', 'easy', 'beyond');
    const [row] = await db.sql.query<{ solution: string; pooled: boolean }>(
      'select solution, pooled from public.game_puzzles where id = $1',
      [id],
    );
    expect(row).toEqual({ solution: 'B2', pooled: true });
    expect(await gamePlays.poolSize('b1', 'easy')).toBe(2);
  });
});
