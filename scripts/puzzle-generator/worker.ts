import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { candidatePlies, fenAtPly, judge, type Candidate } from './candidates';
import { rng } from './rng';
import { playGame } from './self-play';
import { UciEngine } from './uci-engine';
import { WORK_DIR, readGames, type GameResult, type LineRecord } from './work-files';

// Worker k of W plays games k, k+W, ... (skipping finished ones) until the parent says stop.
const [k, w, baseSeed, nodes, branches, enginePath] = process.argv.slice(2) as [string, string, string, string, string, string];
const index = Number(k);
const workers = Number(w);
const file = path.join(WORK_DIR, `games-${index}.jsonl`);
let stop = false;
process.on('message', (msg) => {
  if (msg === 'stop') stop = true;
});

async function main(): Promise<void> {
  const done = new Set(readGames().map((g) => g.game));
  const engine = new UciEngine(enginePath);
  await engine.init({ Threads: 1, Hash: 16 });
  const opt = { nodes: Number(nodes), maxPlies: 300 };
  for (let game = index; !stop; game += workers) {
    if (done.has(game)) continue;
    const t0 = Date.now();
    const seed = (Number(baseSeed) * 1_000_003 + game) >>> 0;
    const r = rng(seed ^ 0x5bd1e995);
    const lines: (LineRecord & { engineMates?: number[] })[] = [];
    const trunk = await playGame(engine, seed, opt);
    lines.push({ ...trunk, branchPly: 0, candidates: [] });
    // Branches: replay the trunk to a point shortly before its end and play on with fresh randomness.
    for (let b = 1; b <= Number(branches) && trunk.moves.length >= 40; b++) {
      const at = Math.max(20, trunk.moves.length - 6 - Math.floor(r() * 34));
      const g = await playGame(engine, seed + b * 7919, opt, trunk.moves.slice(0, at));
      lines.push({ ...g, branchPly: at, candidates: [] });
    }
    for (const line of lines) {
      for (const [ply, source] of candidatePlies(line.moves, line.end, line.engineMates ?? [])) {
        if (ply < line.branchPly) continue;
        const fen = fenAtPly(line.moves, ply);
        line.candidates.push({ ply, fen, source, ...judge(fen) } as Candidate);
      }
      delete line.engineMates;
    }
    const result: GameResult = { game, seed, ms: Date.now() - t0, lines };
    appendFileSync(file, JSON.stringify(result) + '\n');
    process.send?.({
      game,
      ms: result.ms,
      accepted: lines.flatMap((l) => l.candidates.filter((c) => c.status === 'accepted').map((c) => ({ fen: c.fen, mateIn: c.mateIn }))),
    });
  }
  engine.quit();
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
