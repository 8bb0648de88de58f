// The engine's share of a new play of a hidden-state game, per level, in this thread (no server, no
// database): what the play service did with a pooled starting state on every new play (JSON.parse,
// parseState's checks, publicView; Dominoes: parse, deal, parse the deal again, view) against what it
// does now (the state read once per process, pooled-states.ts: a lookup; Dominoes: lookup, deal, view).
//   npx tsx --conditions=react-server scripts/bench/new-play-costs.ts [GAME...]
import { performance } from 'node:perf_hooks';
import { PLATFORM_ENGINES } from '../../lib/games/platform-engines';
import { isHiddenStateEngine } from '../../lib/games/hidden-state-engine';
import { createSeededRandom } from '../../lib/games/toolbox/seeded-random';
import { newPuzzle } from '../../lib/games/platform/puzzle-generation';
import { createReadStates } from '../../lib/games/platform/pooled-states';

const games = process.argv.slice(2);
const REPEATS = 500;
/** Mean ms of f over REPEATS calls, after as many untimed ones. */
const time = (f: () => unknown) => {
  for (let i = 0; i < REPEATS; i++) f();
  const t0 = performance.now();
  for (let i = 0; i < REPEATS; i++) f();
  return (performance.now() - t0) / REPEATS;
};
const ms = (n: number) => `${(n * 1000).toFixed(0)} µs`;

console.log('| Game / level | state (bytes) | before: per new play | now: per new play |');
console.log('|---|---:|---:|---:|');
for (const [game, engine] of Object.entries(PLATFORM_ENGINES)) {
  if ((games.length > 0 && !games.includes(game)) || !isHiddenStateEngine(engine)) continue;
  const levels = game === 'dominoes' ? engine.levels.filter((l) => l.id === 'draw-hard-3') : engine.levels;
  for (const level of levels) {
    const { solution } = newPuzzle(engine, level.id, createSeededRandom(`${game}/${level.id}`));
    const random = createSeededRandom('deal');
    const deal = engine.dealForPlay?.bind(engine);
    const before = deal
      ? () => engine.publicView(engine.parseState(deal(engine.parseState(JSON.parse(solution))!, random))!)
      : () => engine.publicView(engine.parseState(JSON.parse(solution))!);
    const read = createReadStates();
    read(engine, solution);
    const now = deal ? () => engine.publicView(deal(read(engine, solution)!.state, random)) : () => read(engine, solution)!.view;
    console.log(`| ${game} / ${level.id} | ${solution.length} | ${ms(time(before))} | ${ms(time(now))} |`);
  }
}
