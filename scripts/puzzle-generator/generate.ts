/**
 * Puzzle generator: Stockfish self-play in worker processes, exact-search judging, then assembly.
 *   npx tsx scripts/puzzle-generator/generate.ts [--workers 2] [--seed 1] [--nodes 8000]
 *     [--branches 8] [--goal 2400] [--max-games 20000] [--stockfish /usr/games/stockfish] [--assemble-only]
 * Resumable: finished games live in scripts/puzzle-generator/work/games-*.jsonl and are skipped.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble } from './assemble';
import { WORK_DIR, ensureWorkDir, fenKey, readGames } from './work-files';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const workers = Number(arg('workers', '2'));
const seed = arg('seed', '1');
const nodes = arg('nodes', '8000');
const branches = arg('branches', '8');
const goal = Number(arg('goal', '2400'));
const maxGames = Number(arg('max-games', '20000'));
const stockfish = arg('stockfish', process.env.STOCKFISH_PATH ?? '/usr/games/stockfish');
const here = path.dirname(fileURLToPath(import.meta.url));

async function run(): Promise<void> {
  ensureWorkDir();
  if (!existsSync(stockfish)) throw new Error(`Stockfish not found at ${stockfish} (set STOCKFISH_PATH or --stockfish)`);
  const seen = [new Set<string>(), new Set<string>(), new Set<string>()];
  const previous = readGames();
  for (const g of previous)
    for (const l of g.lines) for (const c of l.candidates) if (c.status === 'accepted') seen[c.mateIn - 1]!.add(fenKey(c.fen));
  let games = previous.length;
  const enough = (): boolean => seen.every((s) => s.size >= goal) || games >= maxGames;
  if (enough()) return;
  const t0 = Date.now();
  let played = 0;
  const children: ChildProcess[] = [];
  await Promise.all(
    Array.from(
      { length: workers },
      (_, k) =>
        new Promise<void>((resolve, reject) => {
          const child = fork(path.join(here, 'worker.ts'), [String(k), String(workers), seed, nodes, branches, stockfish], {
            execArgv: ['--import', 'tsx'],
          });
          children.push(child);
          child.on('message', (msg: { game: number; accepted: { fen: string; mateIn: number }[] }) => {
            games++;
            played++;
            for (const a of msg.accepted) seen[a.mateIn - 1]!.add(fenKey(a.fen));
            if (played % 20 === 0) {
              const rate = played / ((Date.now() - t0) / 1000);
              const left = Math.max(...seen.map((s) => ((goal - s.size) / Math.max(1, s.size)) * games));
              console.log(
                `games ${games} (${rate.toFixed(2)}/s) unique accepted: mate1 ${seen[0]!.size} mate2 ${seen[1]!.size} mate3 ${seen[2]!.size}` +
                  ` (goal ${goal}) eta ~${Math.max(0, Math.round(left / rate / 60))} min`,
              );
            }
            if (enough()) for (const c of children) if (c.connected) c.send('stop');
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker ${k} exited with ${code}`))));
        }),
    ),
  );
  appendFileSync(
    path.join(WORK_DIR, 'runs.jsonl'),
    JSON.stringify({ started: new Date(t0).toISOString(), wallMs: Date.now() - t0, gamesPlayed: played, workers, seed, nodes, branches }) +
      '\n',
  );
}

if (!process.argv.includes('--assemble-only')) await run();
assemble(Number(arg('per-difficulty', '2000')));
