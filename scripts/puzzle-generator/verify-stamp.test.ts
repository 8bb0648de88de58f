import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stampInputs } from './verify-stamp';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the re-proof stamp', () => {
  it('counts the chess code the verifier runs, and not the puzzle service beside it', () => {
    const inputs = stampInputs(root);
    expect(inputs).toEqual(
      expect.arrayContaining([
        'supabase/seed/puzzles.tsv.gz',
        'scripts/verify-puzzles.ts',
        'scripts/puzzle-generator/verify.ts',
        'lib/games/chess/board.ts',
        'lib/games/chess/mate-search.ts',
        'node_modules/chess.js/package.json',
      ]),
    );
    expect(inputs.filter((file) => /puzzle-service|move-judge|opening-explorer|catalogue-entry/.test(file))).toEqual([]);
  });
});
