// ESLint: the Next.js rules (core web vitals and TypeScript), React's hooks rules, and the layers of
// docs/ARCHITECTURE.md checked as import boundaries. `npm run lint` runs it with zero warnings allowed;
// tests/lint/layer-rules.test.ts proves that every layer rule fails when an import breaks it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const root = path.dirname(fileURLToPath(import.meta.url));

// The game engines: one folder each under lib/games (every folder but the toolbox and the platform's
// services), pure and deterministic.
const ENGINES = readdirSync(path.join(root, 'lib/games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['toolbox', 'platform'].includes(entry.name))
  .map((entry) => entry.name);

/**
 * The off-platform games keep their server-side service beside their engine: these files of the game's
 * folder are in the services layer (they use the store), the rest of the folder is the engine's.
 */
const GAME_SERVICES = {
  2048: ['run-service.ts'],
  chess: ['puzzle-service.ts', 'puzzle-rules.ts', 'puzzle-schemas.ts', 'move-judge.ts', 'move-judge-oracle.ts', 'opening-explorer.ts'],
};
const serviceFiles = Object.entries(GAME_SERVICES).flatMap(([id, files]) => files.map((file) => `lib/games/${id}/${file}`));
const servicesIn = (folder) => GAME_SERVICES[folder.replace(/^lib\/games\//, '')];
/** Where a layer's rules apply: an engine's folder but for the service files beside it. */
const targetOf = (paths) => paths.map((entry) => (servicesIn(entry) ? `${entry}/!(${servicesIn(entry).join('|')})` : entry));

/**
 * The layers of lib/, bottom up: each group of folders and files, and the groups it may import
 * (besides itself). Anything not listed is refused, so two groups on one level (the services and the
 * auth) never import each other. Every lib/ file is in exactly one group, or the config refuses to load.
 */
const LAYERS = {
  toolbox: { paths: ['lib/games/toolbox'], may: [] },
  env: { paths: ['lib/env.ts'], may: [] },
  // Logs and metrics: anything below the routes may count and log.
  observability: { paths: ['lib/observability'], may: ['env'] },
  'browser keys': { paths: ['lib/browser-keys.ts'], may: [] },
  // What a game's folder declares: its engine's contract, and the shape of its catalogue entry and how-to.
  'engine contracts': {
    paths: ['lib/games/grid-puzzle-engine.ts', 'lib/games/hidden-state-engine.ts', 'lib/games/catalogue-entry.ts'],
    may: ['toolbox'],
  },
  // One group per engine (an engine never imports another), all with the same allowance.
  ...Object.fromEntries(ENGINES.map((id) => [`engine ${id}`, { paths: [`lib/games/${id}`], may: ['engine contracts', 'toolbox'] }])),
  theme: { paths: ['lib/theme'], may: ['browser keys'] },
  registry: {
    paths: ['lib/games/catalogue.ts', 'lib/games/platform-engines.ts', 'lib/games/how-to-play.ts'],
    may: [...ENGINES.map((id) => `engine ${id}`), 'engine contracts', 'toolbox'],
  },
  store: { paths: ['lib/db'], may: ['env', 'observability'] },
  http: { paths: ['lib/http'], may: ['store', 'env', 'observability', 'theme', 'browser keys'] },
  services: {
    paths: ['lib/games/platform', ...serviceFiles, 'lib/leaderboard', 'lib/payments', 'lib/seo', 'lib/facebook', 'lib/ads'],
    may: [
      'registry',
      ...ENGINES.map((id) => `engine ${id}`),
      'engine contracts',
      'toolbox',
      'store',
      'http',
      'env',
      'observability',
      'theme',
      'browser keys',
    ],
  },
  auth: { paths: ['lib/auth'], may: ['store', 'http', 'env', 'observability', 'browser keys'] },
  account: { paths: ['lib/account'], may: ['auth', 'services', 'store', 'http', 'env', 'observability'] },
  requests: { paths: ['lib/requests'], may: 'all' },
};

// Every file and folder of lib/ and lib/games/ belongs to a layer: a new one must be placed in the table.
{
  const placed = new Set(Object.values(LAYERS).flatMap((layer) => layer.paths));
  const entries = (dir) => readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`);
  const unplaced = [...entries('lib'), ...entries('lib/games')].filter(
    (entry) => entry !== 'lib/games' && !placed.has(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.md'),
  );
  if (unplaced.length > 0) throw new Error(`eslint.config.mjs: place ${unplaced.join(', ')} in a layer (LAYERS)`);
  for (const entry of placed)
    if (!existsSync(path.join(root, entry))) throw new Error(`eslint.config.mjs: ${entry} in LAYERS does not exist`);
}

const names = (group) => group.map((name) => LAYERS[name].paths.join(', ')).join('; ');
const layerZones = Object.entries(LAYERS).flatMap(([name, layer]) => {
  const may = layer.may === 'all' ? Object.keys(LAYERS) : layer.may;
  const refused = Object.entries(LAYERS)
    .filter(([other]) => other !== name && !may.includes(other))
    .flatMap(([, other]) => other.paths);
  // A refused engine folder with services beside it refuses its own files only (the services' are theirs).
  const split = refused.filter(servicesIn);
  const allowed =
    layer.may === 'all'
      ? 'may import all of lib/'
      : layer.may.length === 0
        ? 'imports nothing else of lib/'
        : `may import only ${names(layer.may)}`;
  const message = `Layers: ${name} (${layer.paths.join(', ')}) ${allowed}; never components/ or app/ (docs/ARCHITECTURE.md).`;
  const target = targetOf(layer.paths);
  return [
    { target, from: [...refused.filter((entry) => !split.includes(entry)), 'components', 'app'], message },
    ...split.map((folder) => ({ target, from: folder, except: servicesIn(folder).map((file) => `./${file}`), message })),
  ];
});

const PRODUCTION = ['app', 'components', 'lib', 'proxy.ts', 'instrumentation.ts'];
const boundaryZones = [
  ...layerZones,
  {
    target: 'components',
    from: ['app', 'lib/db', 'lib/requests'],
    message: 'Layers: components/ never import app/ (routes only), the store (lib/db) or the route helpers (lib/requests).',
  },
  {
    target: 'components',
    from: 'lib/auth',
    except: ['./viewer-hint.ts'],
    message: 'Layers: components/ never import the auth but its browser-side viewer hint (lib/auth/viewer-hint.ts).',
  },
  // (lib/ and components/ are refused app/ above.)
  {
    target: ['scripts', 'proxy.ts', 'instrumentation.ts'],
    from: 'app',
    message: 'Layers: app/ holds routes only; nothing imports from it (docs/ARCHITECTURE.md).',
  },
  {
    target: PRODUCTION,
    from: ['tests', 'e2e', 'scripts'],
    message: 'Layers: shipped code never imports tests, browser tests or developer scripts.',
  },
];

// What an engine (and its contracts and toolbox) must never import: the framework, the server, I/O.
// ('server-only' is allowed: it only keeps a module, such as an answer list, out of the browser.)
const ENGINE_FORBIDDEN_PACKAGES = [
  'next',
  'next/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'node:*',
  'fs',
  'path',
  'child_process',
  'worker_threads',
  'postgres',
  '@electric-sql/*',
  '@supabase/*',
  'stripe',
  'jose',
];

// The file names of the App Router's conventions: app/ holds routes and these only (tests beside them).
const APP_ROUTE_NAMES = ['page', 'layout', 'template', 'loading', 'error', 'global-error', 'not-found', 'forbidden', 'unauthorized'];
const APP_METADATA_NAMES = ['default', 'route', 'opengraph-image', 'twitter-image', 'icon', 'apple-icon', 'sitemap', 'robots', 'manifest'];
const APP_ROUTE_FILE = new RegExp(`^(${[...APP_ROUTE_NAMES, ...APP_METADATA_NAMES].join('|')})\\.(tsx?|jsx?)$|\\.test\\.tsx?$`);

/** Two small rules of our own, so no plugin is needed for them. */
const local = {
  rules: {
    'require-disable-reason': {
      meta: { type: 'problem', docs: { description: 'An eslint-disable comment says why on the same line (-- reason).' }, schema: [] },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const text = comment.value.trim();
              if (!/^eslint-disable(-next-line|-line)?(\s|$)/.test(text)) continue;
              const reason = text.split(/\s--\s/)[1];
              if (!reason || reason.trim().length < 10) {
                context.report({ loc: comment.loc, message: 'Say why on the same line: `eslint-disable-next-line rule -- the reason`.' });
              }
            }
          },
        };
      },
    },
    'app-route-files-only': {
      meta: { type: 'problem', docs: { description: 'app/ holds the App Router files only.' }, schema: [] },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!APP_ROUTE_FILE.test(name)) {
              context.report({
                node,
                message: `app/ holds routes only: ${name} is no App Router file (views go in components/, logic in lib/).`,
              });
            }
          },
        };
      },
    },
  },
};

const config = [
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'public/**',
      'docs/**',
      'supabase/**',
      'test-results/**',
      'playwright-report/**',
      'scripts/puzzle-generator/work/**',
      'tmp/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local },
    rules: {
      'local/require-disable-reason': 'error',
      // Post-hydration reads of what only the browser knows (storage, origin, navigator) and per-play
      // resets are set in effects on purpose: the prerendered HTML must match the server's render.
      'react-hooks/set-state-in-effect': 'off',
      // A name starting with _ is unused on purpose (a rest sibling left out, a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Prettier wraps code at 140; this holds comments to it too. A literal is exempt: breaking one
      // (a Tailwind class list, a player-facing sentence, SQL, a Markdown table row) changes its text.
      'max-len': [
        'error',
        { code: 140, tabWidth: 2, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    files: PRODUCTION.map((entry) => (entry.endsWith('.ts') ? entry : `${entry}/**`)).concat('scripts/**'),
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
  {
    files: [
      'lib/games/toolbox/**',
      'lib/games/grid-puzzle-engine.ts',
      'lib/games/hidden-state-engine.ts',
      ...ENGINES.map((id) => `lib/games/${id}/**`),
    ],
    ignores: ['**/*.test.ts', ...serviceFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ENGINE_FORBIDDEN_PACKAGES,
              message: 'Layers: game engines are pure and deterministic: no framework, server or I/O package (docs/ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**'],
    rules: { 'local/app-route-files-only': 'error' },
  },
];

export default config;
