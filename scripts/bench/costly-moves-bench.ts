// CPU time of the moves the issue calls expensive, applied by the engines in this process (no
// server, no database): Minesweeper's first click on Expert, a Dominoes move against three Hard
// computers, a Mahjong shuffle on the Turtle. CPU time, not wall time: the machine is shared.
// The moves above a few milliseconds are the ones worth the generator thread (engine costlyMove).
//
//   npx tsx --conditions=react-server scripts/bench/costly-moves-bench.ts [count]
import type { AppliedMove, HiddenStateEngine, RefusedMove } from '../../lib/games/hidden-state-engine';
import { PLATFORM_ENGINES } from '../../lib/games/platform-engines';
import { percentile } from '../../lib/games/toolbox/bench-stats';
import { createSeededRandom } from '../../lib/games/toolbox/seeded-random';

type Engine = HiddenStateEngine<string, unknown, unknown, unknown>;
type Case = {
  label: string;
  game: string;
  level: string;
  /** The state just before the measured move, and the move (null: none this seed). */
  prepare(engine: Engine, state: unknown, seed: number): { state: unknown; move: unknown } | null;
};

const applied = (answer: AppliedMove<unknown, unknown> | RefusedMove | null) => {
  if (answer === null || 'refused' in answer) throw new Error('the engine refused a prepared move');
  return answer;
};

const CASES: Case[] = [
  {
    label: 'Minesweeper first click (Expert)',
    game: 'minesweeper',
    level: 'expert',
    prepare: (_engine, state, seed) => ({ state, move: { kind: 'open', cell: seed % (30 * 16) } }),
  },
  {
    label: 'Dominoes move (draw-hard-3: three Hard computers reply)',
    game: 'dominoes',
    level: 'draw-hard-3',
    prepare: (engine, state) => {
      const move = dominoesMove(engine.publicView(state) as DominoesView);
      return move === null ? null : { state, move };
    },
  },
  {
    label: 'Mahjong shuffle (Turtle, a re-deal that clears)',
    game: 'mahjong-solitaire',
    level: 'turtle',
    prepare: (engine, state) => ({ state: applied(engine.applyMove(state, { type: 'start' })).state, move: { type: 'shuffle' } }),
  },
];

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

type DominoesView = { turn: number | null; playable: { tile: unknown; ends: unknown[] }[]; canDraw: boolean };
/** The player's first legal move in a Dominoes view (lay the first playable tile, else draw), or null. */
function dominoesMove(view: DominoesView): unknown {
  if (view.turn !== 0) return null;
  if (view.playable.length > 0) return { type: 'play', tile: view.playable[0]!.tile, end: view.playable[0]!.ends[0] };
  return view.canDraw ? { type: 'draw' } : null;
}

/** Every player move of whole Dominoes matches (the computers' replies grow and shrink with the hands). */
function dominoesMatches(matches: number): number[] {
  const engine = PLATFORM_ENGINES.dominoes as Engine;
  const times: number[] = [];
  for (let seed = 1; seed <= matches; seed++) {
    const random = createSeededRandom(`costly ${seed}`);
    let state = engine.dealForPlay!(engine.newGame('draw-hard-3', random).state, random);
    for (let moves = 0; moves < 500; moves++) {
      const move = dominoesMove(engine.publicView(state) as DominoesView);
      if (move === null) break;
      let answer: AppliedMove<unknown, unknown> | null = null;
      times.push(cpuMs(() => (answer = applied(engine.applyMove(state, move)))));
      if (answer!.status !== 'playing') break;
      state = answer!.state;
    }
  }
  return times;
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
function row(label: string, times: number[]): void {
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} n=${String(times.length).padStart(4)}  p50 ${fmt(percentile(times, 50))} ms  p90 ${fmt(percentile(times, 90))} ms  max ${fmt(times.at(-1)!)} ms`,
  );
}

const count = Number(process.argv[2] ?? 30);
for (const c of CASES) {
  const engine = PLATFORM_ENGINES[c.game] as Engine;
  const times: number[] = [];
  for (let seed = 1; times.length < count && seed < count * 5; seed++) {
    const random = createSeededRandom(`costly ${seed}`);
    const game = engine.newGame(c.level, random);
    const start = engine.dealForPlay ? engine.dealForPlay(game.state, random) : game.state;
    const prepared = c.prepare(engine, start, seed);
    if (!prepared) continue;
    times.push(cpuMs(() => applied(engine.applyMove(prepared.state, prepared.move))));
  }
  row(c.label, times);
}
row('Dominoes, every player move of whole draw-hard-3 matches', dominoesMatches(Math.max(1, Math.round(count / 10))));
