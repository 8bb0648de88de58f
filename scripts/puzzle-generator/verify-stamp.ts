import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the chess re-proof depends on: the shipped puzzle file, the verifier and every module of the
 * repository it imports (the chess code that proves them, found by following its imports, so the
 * services beside the engine in lib/games/chess do not count) and the chess.js it checks legality
 * with. The stamp records the hash of these the last time every puzzle passed; `npm test` re-proves
 * only when it differs (the deep run always does).
 */
const STAMP = 'supabase/seed/puzzles.verified.json';
const VERIFIER = 'scripts/verify-puzzles.ts';

/** The repository's modules a module imports (`@/` and relative paths; packages are not followed). */
function localImports(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(file), specifier)
        : null;
    if (base === null) return [];
    const found = [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => existsSync(path.join(root, candidate)));
    return found ? [found] : [];
  });
}

export function stampInputs(root: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    localImports(root, file).forEach(visit);
  };
  visit(VERIFIER);
  return ['supabase/seed/puzzles.tsv.gz', ...[...seen].sort(), 'node_modules/chess.js/package.json'];
}

export function inputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of stampInputs(root)) {
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
