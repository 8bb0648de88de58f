import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export type PvLine = { multipv: number; mate: number | null; cp: number | null; move: string };
export type SearchResult = { bestmove: string; lines: PvLine[] };

/** A minimal UCI client: one search at a time, fixed node limits for reproducibility. */
export class UciEngine {
  private readonly proc: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiter: ((line: string) => boolean) | null = null;

  constructor(path: string) {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let i: number;
      while ((i = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, i).trim();
        this.buffer = this.buffer.slice(i + 1);
        if (this.waiter && this.waiter(line)) this.waiter = null;
      }
    });
  }

  private send(cmd: string): void {
    this.proc.stdin.write(cmd + '\n');
  }

  private until(pred: (line: string) => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.waiter = (line) => {
        if (!pred(line)) return false;
        resolve();
        return true;
      };
    });
  }

  async init(options: Record<string, string | number>): Promise<void> {
    const ok = this.until((l) => l === 'uciok');
    this.send('uci');
    await ok;
    for (const [k, v] of Object.entries(options)) this.send(`setoption name ${k} value ${v}`);
    await this.ready();
  }

  async ready(): Promise<void> {
    const ok = this.until((l) => l === 'readyok');
    this.send('isready');
    await ok;
  }

  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.ready();
  }

  async search(moves: string[], nodes: number, multipv: number): Promise<SearchResult> {
    const lines = new Map<number, PvLine>();
    let bestmove = '';
    const done = this.until((l) => {
      if (l.startsWith('info ') && l.includes(' pv ')) {
        const t = l.split(' ');
        const k = Number(t[t.indexOf('multipv') + 1] ?? 1) || 1;
        const si = t.indexOf('score');
        const kind = t[si + 1];
        const val = Number(t[si + 2]);
        if (t[si + 3] === 'lowerbound' || t[si + 3] === 'upperbound') return false;
        const move = t[t.indexOf('pv') + 1] ?? '';
        lines.set(k, { multipv: k, mate: kind === 'mate' ? val : null, cp: kind === 'cp' ? val : null, move });
        return false;
      }
      if (l.startsWith('bestmove')) {
        bestmove = l.split(' ')[1] ?? '';
        return true;
      }
      return false;
    });
    this.send(`setoption name MultiPV value ${multipv}`);
    this.send(`position startpos${moves.length ? ' moves ' + moves.join(' ') : ''}`);
    this.send(`go nodes ${nodes}`);
    await done;
    return { bestmove, lines: [...lines.values()].sort((a, b) => a.multipv - b.multipv) };
  }

  quit(): void {
    this.send('quit');
    this.proc.stdin.end();
  }
}
