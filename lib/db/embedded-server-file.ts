import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: while the server holds it, operator commands (the tier
 * command) go through the server. The server records its pid, port and a local admin token in the
 * data folder (readable by the owner only); the command uses them to reach it.
 */
export type EmbeddedServerInfo = { pid: number; port: number; token: string };

const fileName = 'server.json';

export function writeServerInfo(dataDir: string, port: number): EmbeddedServerInfo {
  mkdirSync(dataDir, { recursive: true });
  const info = { pid: process.pid, port, token: randomBytes(32).toString('base64url') };
  writeFileSync(path.join(dataDir, fileName), JSON.stringify(info), { mode: 0o600 });
  return info;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running server holding this data folder, if any. */
export function readLiveServerInfo(dataDir: string): EmbeddedServerInfo | null {
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as EmbeddedServerInfo;
    return Number.isInteger(info.pid) && Number.isInteger(info.port) && typeof info.token === 'string' && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

// On globalThis: instrumentation and route handlers are separate bundles in one process.
const holder = globalThis as { __embeddedServerInfo?: EmbeddedServerInfo };
export const rememberServerInfo = (info: EmbeddedServerInfo) => {
  holder.__embeddedServerInfo = info;
};

export function isAdminToken(presented: string | null): boolean {
  const current = holder.__embeddedServerInfo;
  if (!current || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(current.token);
  return a.length === b.length && timingSafeEqual(a, b);
}
