import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every layer rule of eslint.config.mjs (docs/ARCHITECTURE.md, Layers) seen failing: an import that
 * breaks it, linted in memory as if it were a file at that path, gets the boundary rule's error; and
 * imports the layers allow pass. One ESLint instance with the repository's own configuration.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

type Problem = { ruleId: string | null; message: string };

async function problems(filePath: string, code: string): Promise<Problem[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

// The two rules that hold the boundaries: import paths (the layers) and package names (the engines' purity).
const PATHS = 'import/no-restricted-paths';
const PURE = 'no-restricted-imports';

let imports = 0;
/** An import of `source`, used, under a name of its own. */
const importOf = (source: string) => {
  const name = `imported${imports++}`;
  return `import * as ${name} from '${source}';\nexport { ${name} };\n`;
};

/** [what the rule says, the file, the import that breaks it, the rule that must refuse it, words of its message]. */
const REFUSED: [string, string, string, string, string][] = [
  // lib/ never imports components/ or app/.
  ['lib never imports components', 'lib/games/platform/upward.ts', '@/components/ui/modal-dialog', PATHS, 'never components/ or app/'],
  ['lib never imports app', 'lib/http/upward.ts', '@/app/layout', PATHS, 'never components/ or app/'],
  // Engines: their contracts and the toolbox only; never the store, the auth, the HTTP layer, another engine, the framework.
  ['an engine never imports the store', 'lib/games/sudoku/upward.ts', '@/lib/db/database', PATHS, 'engine sudoku'],
  ['an engine never imports the auth', 'lib/games/minesweeper/upward.ts', '@/lib/auth/viewer', PATHS, 'engine minesweeper'],
  ['an engine never imports the HTTP layer', 'lib/games/takuzu/upward.ts', '@/lib/http/errors', PATHS, 'engine takuzu'],
  [
    'an engine never imports the platform services',
    'lib/games/wordsearch/upward.ts',
    '@/lib/games/platform/play-service',
    PATHS,
    'engine wordsearch',
  ],
  ['an engine never imports the registry', 'lib/games/queenie/upward.ts', '@/lib/games/catalogue', PATHS, 'engine queenie'],
  ['an engine never imports another engine', 'lib/games/sudoku/sideways.ts', '@/lib/games/takuzu/rules', PATHS, 'engine sudoku'],
  ['an engine never imports env', 'lib/games/chess/upward.ts', '@/lib/env', PATHS, 'engine chess'],
  ["an engine never imports its game's service", 'lib/games/chess/upward.ts', '@/lib/games/chess/puzzle-service', PATHS, 'engine chess'],
  ['the account service never imports an engine', 'lib/account/upward.ts', '@/lib/games/2048/engine', PATHS, 'account'],
  ['an engine never imports React', 'lib/games/sudoku/upward.ts', 'react', PURE, 'game engines are pure'],
  ['an engine never imports next/*', 'lib/games/dominoes/upward.ts', 'next/server', PURE, 'game engines are pure'],
  ['an engine never does I/O', 'lib/games/wordguesser/upward.ts', 'node:fs', PURE, 'game engines are pure'],
  ['the engine contracts never import an engine', 'lib/games/grid-puzzle-engine.ts', '@/lib/games/sudoku', PATHS, 'engine contracts'],
  ['the toolbox imports nothing else of lib', 'lib/games/toolbox/upward.ts', '@/lib/games/grid-puzzle-engine', PATHS, 'toolbox'],
  // The registry sits on the engines, under the services.
  ['the registry never imports the platform services', 'lib/games/how-to-play.ts', '@/lib/games/platform/play-service', PATHS, 'registry'],
  // The store: env only.
  ['the store never imports a service', 'lib/db/store/upward.ts', '@/lib/games/chess/puzzle-rules', PATHS, 'store'],
  ['the store never imports the HTTP layer', 'lib/db/upward.ts', '@/lib/http/errors', PATHS, 'store'],
  ['env imports nothing of lib', 'lib/env.ts', '@/lib/db/database', PATHS, 'env'],
  // The HTTP layer and the pre-paint names under the auth (the first of the four upward imports).
  ['the HTTP layer never imports the auth', 'lib/http/upward.ts', '@/lib/auth/viewer-hint', PATHS, 'http'],
  ['the theme never imports the auth', 'lib/theme/upward.ts', '@/lib/auth/viewer-hint', PATHS, 'theme'],
  ['the HTTP layer never imports a service', 'lib/http/upward.ts', '@/lib/games/platform/play-service', PATHS, 'http'],
  // The auth and the services side by side: neither imports the other (the other three).
  ['the auth never imports the game registry', 'lib/auth/upward.ts', '@/lib/games/platform-engines', PATHS, 'auth'],
  ['the auth never imports ads', 'lib/auth/upward.ts', '@/lib/ads/ad-free-pages', PATHS, 'auth'],
  ['the auth never imports the route helpers', 'lib/auth/upward.ts', '@/lib/requests/play-requests', PATHS, 'auth'],
  ['the platform services never import the auth', 'lib/games/platform/upward.ts', '@/lib/auth/viewer', PATHS, 'services'],
  ['a service never imports the route helpers', 'lib/games/chess/puzzle-service.ts', '@/lib/requests/puzzle-requests', PATHS, 'services'],
  ['a service never imports the account service', 'lib/payments/upward.ts', '@/lib/account', PATHS, 'services'],
  ['the account service never imports the route helpers', 'lib/account/upward.ts', '@/lib/requests/sign-in-merge', PATHS, 'account'],
  [
    'the route helpers never import components',
    'lib/requests/upward.ts',
    '@/components/ui/modal-dialog',
    PATHS,
    'never components/ or app/',
  ],
  // components/: never app/, the store, the route helpers or the server side of the auth.
  ['components never import app', 'components/games/upward.tsx', '@/app/layout', PATHS, 'components/ never import app/'],
  ['components never import the store', 'components/games/upward.tsx', '@/lib/db/store', PATHS, 'components/ never import'],
  [
    'components never import the route helpers',
    'components/games/upward.tsx',
    '@/lib/requests/play-requests',
    PATHS,
    'components/ never import',
  ],
  ['components never import the auth', 'components/layout/upward.tsx', '@/lib/auth/viewer', PATHS, 'components/ never import the auth'],
  // Nothing imports app/; shipped code never imports tests or scripts.
  ['scripts never import app', 'scripts/upward.ts', '@/app/sitemap', PATHS, 'app/ holds routes only'],
  ['shipped code never imports test support', 'lib/games/platform/upward.ts', '@/tests/support/databases', PATHS, 'never imports tests'],
];

describe('each layer rule fails when an import breaks it', () => {
  it.each(REFUSED)('%s', async (_rule, file, source, ruleId, words) => {
    const found = (await problems(file, importOf(source))).filter((p) => p.ruleId === ruleId);
    expect(found, `${file} importing ${source}`).toHaveLength(1);
    expect(found[0]!.message).toContain(words);
  });

  it('a dynamic import is refused as well (how the auth loaded the game registry)', async () => {
    const code = "export const engines = async () => (await import('@/lib/games/platform-engines')).PLATFORM_ENGINES;\n";
    expect((await problems('lib/auth/upward.ts', code)).map((p) => p.ruleId)).toEqual(['import/no-restricted-paths']);
  });

  it('app/ holds routes only: a file that is no App Router file is refused', async () => {
    expect((await problems('app/account/helpers.ts', 'export const x = 1;\n')).map((p) => p.ruleId)).toEqual([
      'local/app-route-files-only',
    ]);
  });

  it('an eslint-disable comment without its reason on the same line is refused', async () => {
    const code = '// eslint-disable-next-line prefer-const\nexport let x = 1;\n';
    expect((await problems('lib/games/toolbox/disable.ts', code)).map((p) => p.ruleId)).toContain('local/require-disable-reason');
  });
});

describe('what the layers allow passes', () => {
  const ALLOWED: [string, string, string[]][] = [
    [
      'an engine imports its contract and the toolbox',
      'lib/games/sudoku/allowed.ts',
      ['@/lib/games/grid-puzzle-engine', '@/lib/games/toolbox/seeded-random'],
    ],
    [
      'a service imports the store, the HTTP layer, the registry and an engine',
      'lib/leaderboard/allowed.ts',
      ['@/lib/db/database', '@/lib/http/errors', '@/lib/games/catalogue', '@/lib/games/2048/engine'],
    ],
    [
      "a game's service imports the store, the HTTP layer and its engine",
      'lib/games/chess/puzzle-service.ts',
      ['@/lib/db/database', '@/lib/http/errors', '@/lib/games/chess/board'],
    ],
    ['the account service imports a game service', 'lib/account/allowed.ts', ['@/lib/games/2048/run-service']],
    [
      'the auth imports the store, the HTTP layer and the browser names',
      'lib/auth/allowed.ts',
      ['@/lib/db/database', '@/lib/http/errors', '@/lib/browser-keys'],
    ],
    [
      'the route helpers import the auth and the services',
      'lib/requests/allowed.ts',
      ['@/lib/auth/viewer', '@/lib/games/platform/play-service'],
    ],
    [
      'a component imports the viewer hint and a service',
      'components/layout/allowed.tsx',
      ['@/lib/auth/viewer-hint', '@/lib/leaderboard/leaderboard-service'],
    ],
    [
      'a route imports what it needs',
      'app/api/games/[game]/plays/route.ts',
      ['@/lib/requests/play-requests', '@/lib/db/database', '@/components/ui/modal-dialog'],
    ],
  ];
  it.each(ALLOWED)('%s', async (_what, file, sources) => {
    expect(await problems(file, sources.map(importOf).join(''))).toEqual([]);
  });

  it('an eslint-disable comment with its reason', async () => {
    const code = '// eslint-disable-next-line prefer-const -- kept a let to show the reason rule\nexport let x = 1;\n';
    expect(await problems('lib/games/toolbox/disable.ts', code)).toEqual([]);
  });
});
