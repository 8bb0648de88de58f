import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Candidate } from './candidates';

export const WORK_DIR = path.join(process.cwd(), 'scripts/puzzle-generator/work');

export type LineRecord = { moves: string[]; end: string; branchPly: number; candidates: Candidate[] };
export type GameResult = { game: number; seed: number; ms: number; lines: LineRecord[] };

export function ensureWorkDir(): void {
  if (!existsSync(WORK_DIR)) mkdirSync(WORK_DIR, { recursive: true });
}

/** All finished games from every worker's JSONL file (a torn last line from a kill is skipped). */
export function readGames(): GameResult[] {
  if (!existsSync(WORK_DIR)) return [];
  const out: GameResult[] = [];
  for (const f of readdirSync(WORK_DIR)
    .filter((n) => /^games-.*\.jsonl$/.test(n))
    .sort()) {
    for (const line of readFileSync(path.join(WORK_DIR, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        out.push(JSON.parse(line) as GameResult);
      } catch {
        // interrupted write
      }
    }
  }
  return out.sort((a, b) => a.game - b.game);
}

/** Dedup key: the first four FEN fields. */
export const fenKey = (fen: string): string => fen.split(' ').slice(0, 4).join(' ');
