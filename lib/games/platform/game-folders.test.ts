import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ENGINES } from '../platform-engines';

/**
 * Every registered game's folder has one shape (docs/GAMES.md, Vocabulary): lib/games/<id>/ holds
 * engine.ts exporting `engine` (the registered one), client.ts (the browser's entry) exporting
 * `LEVELS` (the engine's), hint.ts exporting `findHint` when the engine gives hints, and a README.md.
 */
const GAMES = Object.keys(PLATFORM_ENGINES).sort();
const folder = (id: string) => join(process.cwd(), 'lib', 'games', id);
const load = (id: string, file: string) => import(`../${id}/${file}.ts`) as Promise<Record<string, unknown>>;

/** Exported names that look like a hint function but are not the scheme's. */
const strayHints = (module: Record<string, unknown>) =>
  Object.keys(module).filter((name) => /hint$/i.test(name) && name !== 'findHint' && typeof module[name] === 'function');

describe.each(GAMES)('the folder of %s', (id) => {
  const engine = PLATFORM_ENGINES[id]!;

  it('has engine.ts, client.ts and a README.md, and no play.ts', () => {
    for (const file of ['engine.ts', 'client.ts', 'README.md']) expect(existsSync(join(folder(id), file)), file).toBe(true);
    expect(existsSync(join(folder(id), 'play.ts'))).toBe(false);
  });

  it('exports the registered engine from engine.ts as `engine`', async () => {
    expect((await load(id, 'engine')).engine).toBe(engine);
  });

  it("exports the engine's levels from client.ts as `LEVELS`", async () => {
    expect((await load(id, 'client')).LEVELS).toEqual(engine.levels);
  });

  it('names its hint function findHint (in hint.ts, where the engine gives hints), and no other *Hint', async () => {
    const engineModule = await load(id, 'engine');
    expect(strayHints(engineModule)).toEqual([]);
    if (!engine.hint) return;
    const hint = await load(id, 'hint');
    expect(typeof hint.findHint).toBe('function');
    expect(strayHints(hint)).toEqual([]);
  });
});
