import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Every module client.ts reaches through relative imports (type-only imports included). */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
    if (spec === 'server-only') seen.add('server-only');
    if (!spec?.startsWith('.')) continue;
    reachable(path.resolve(path.dirname(entry), `${spec}.ts`), seen);
  }
  return seen;
}

describe('browser boundary', () => {
  it('client.ts reaches no word list, no judging and no server-only module', () => {
    const names = [...reachable(path.join(dir, 'client.ts'))].map((f) => path.basename(f));
    expect(names).not.toContain('server-only');
    for (const secret of ['answer-list.ts', 'guess-list.ts', 'words.ts', 'daily.ts', 'judge.ts']) {
      expect(names).not.toContain(secret);
    }
  });

  it('the list modules and their users are marked server-only', () => {
    for (const file of ['answer-list.ts', 'guess-list.ts', 'words.ts', 'daily.ts', 'judge.ts', 'server.ts']) {
      expect(readFileSync(path.join(dir, file), 'utf8'), file).toMatch(/^(\/\/[^\n]*\n)*import 'server-only';/);
    }
  });
});
