import { describe, expect, it } from 'vitest';
import { readPuzzleSeed } from '@/lib/db/seed-puzzles';
import { verifyPuzzles } from '@/scripts/puzzle-generator/verify';

describe('shipped chess puzzles (supabase/seed/puzzles.tsv.gz)', () => {
  it('pass the exact checks on a random sample of 100 per difficulty', async () => {
    const seed = Math.floor(Math.random() * 1_000_000);
    const puzzles = await readPuzzleSeed('supabase/seed/puzzles.tsv.gz');
    const report = verifyPuzzles(puzzles, { sample: 100, seed });
    expect(report.checked).toBe(300);
    expect(report.failures, `sample seed ${seed}`).toEqual([]);
  }, 120_000);
});
