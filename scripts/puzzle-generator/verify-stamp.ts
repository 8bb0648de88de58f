import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the chess re-proof depends on: the shipped puzzle file, the chess code that proves them, the
 * verifier itself and the chess.js it checks legality with. The stamp records the hash of these the
 * last time every puzzle passed; `npm test` re-proves only when it differs (the deep run always does).
 */
const STAMP = 'supabase/seed/puzzles.verified.json';

function inputs(root: string): string[] {
  const chess = readdirSync(path.join(root, 'lib/games/chess'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `lib/games/chess/${f}`);
  return [
    'supabase/seed/puzzles.tsv.gz',
    ...chess.sort(),
    'lib/db/seed-puzzles.ts',
    'scripts/puzzle-generator/verify.ts',
    'scripts/puzzle-generator/rng.ts',
    'scripts/verify-puzzles.ts',
    'node_modules/chess.js/package.json',
  ];
}

export function inputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of inputs(root)) {
    hash.update(file + '\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash recorded by the last full re-proof that passed, or null. */
export function stampedHash(root: string): string | null {
  const file = path.join(root, STAMP);
  if (!existsSync(file)) return null;
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as { inputs?: unknown };
    return typeof stamp.inputs === 'string' ? stamp.inputs : null;
  } catch {
    return null;
  }
}

export function writeStamp(root: string, hash: string, checked: number): void {
  writeFileSync(
    path.join(root, STAMP),
    JSON.stringify({ inputs: hash, checked, note: 'scripts/puzzle-generator/verify-stamp.ts' }, null, 2) + '\n',
  );
}

export const STAMP_FILE = STAMP;
