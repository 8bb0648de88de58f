import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_VIEWS } from '@/components/games/game-views';
import { EXAMPLES } from '@/components/games/how-to-play/examples';
import { ICONS } from '@/components/icons/game-icon';
import { CATALOGUE, hasOwnRoute } from '../catalogue';
import { HOW_TO } from '../how-to-play';
import { PLATFORM_ENGINES } from '../platform-engines';

/**
 * Every game is two folders (docs/GAMES.md, Vocabulary and Adding a game): lib/games/<id>/ holds its
 * catalogue-entry.ts (`entry`) and how-to.ts (`HOW_TO`), and for a platform game engine.ts exporting
 * `engine` (the registered one), client.ts (the browser's entry) exporting `LEVELS` (the engine's),
 * hint.ts exporting `findHint` when the engine gives hints, and a README.md; components/games/<id>/
 * holds its icon.tsx (`Icon`) and, where it has one, its how-to-example.tsx (`Example`). The
 * registries list exactly these, one line each.
 */
const GAMES = Object.keys(PLATFORM_ENGINES).sort();
const IDS = CATALOGUE.map((g) => g.id);
const root = (...parts: string[]) => join(process.cwd(), ...parts);
const folder = (id: string) => root('lib', 'games', id);
const load = (id: string, file: string) => import(`../${id}/${file}.ts`) as Promise<Record<string, unknown>>;
const loadView = (id: string, file: string) => import(`../../../components/games/${id}/${file}.tsx`) as Promise<Record<string, unknown>>;
const sorted = (ids: Iterable<string>) => [...ids].sort();

/** The folders under lib/games (or components/games) that hold the file. */
const foldersWith = (under: string[], file: string) =>
  readdirSync(root(...under), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(root(...under, d.name, file)))
    .map((d) => d.name);

/** Exported names that look like a hint function but are not the scheme's. */
const strayHints = (module: Record<string, unknown>) =>
  Object.keys(module).filter((name) => /hint$/i.test(name) && name !== 'findHint' && typeof module[name] === 'function');

describe('the registries', () => {
  it("build the catalogue from the games' own entries, one per folder, and hold each how-to beside its entry", async () => {
    const folders = foldersWith(['lib', 'games'], 'catalogue-entry.ts');
    expect(folders).toHaveLength(CATALOGUE.length);
    for (const name of folders) {
      const { entry } = (await load(name, 'catalogue-entry')) as { entry: (typeof CATALOGUE)[number] };
      expect(CATALOGUE).toContain(entry);
      expect((await load(name, 'how-to')).HOW_TO, `${name}/how-to.ts`).toBe(HOW_TO[entry.id]);
    }
    expect(sorted(Object.keys(HOW_TO))).toEqual(sorted(IDS));
  });

  it("list exactly the catalogue's games: engines and views for every game without a route of its own", () => {
    const platform = IDS.filter((id) => !hasOwnRoute(id));
    expect(sorted(Object.keys(PLATFORM_ENGINES))).toEqual(sorted(platform));
    expect(sorted(Object.keys(GAME_VIEWS))).toEqual(sorted(platform));
    expect(sorted(Object.keys(ICONS))).toEqual(sorted(IDS));
  });

  it('take each icon and pictured example from its game folder in components/games', async () => {
    for (const id of IDS) expect((await loadView(id, 'icon')).Icon, `${id}/icon.tsx`).toBe(ICONS[id]);
    const pictured = foldersWith(['components', 'games'], 'how-to-example.tsx');
    expect(sorted(Object.keys(EXAMPLES))).toEqual(sorted(pictured));
    for (const id of pictured)
      expect((await loadView(id, 'how-to-example')).Example, `${id}/how-to-example.tsx`).toBe(EXAMPLES[id as keyof typeof EXAMPLES]);
  });
});

describe.each(GAMES)('the folder of %s', (id) => {
  const engine = PLATFORM_ENGINES[id]!;

  it('has engine.ts, client.ts, catalogue-entry.ts, how-to.ts and a README.md, and no play.ts', () => {
    for (const file of ['engine.ts', 'client.ts', 'catalogue-entry.ts', 'how-to.ts', 'README.md'])
      expect(existsSync(join(folder(id), file)), file).toBe(true);
    expect(existsSync(join(folder(id), 'play.ts'))).toBe(false);
  });

  it("holds its catalogue entry, and the page's how-to lines", async () => {
    expect((await load(id, 'catalogue-entry')).entry).toBe(CATALOGUE.find((g) => g.id === id));
    expect(HOW_TO[id as keyof typeof HOW_TO].play?.length).toBeGreaterThan(0);
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
