import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePrivateFolder } from './private-folder';
import { openPglite } from './pglite-executor';

const modeOf = (entry: string) => statSync(entry).mode & 0o777;
const scratch: string[] = [];
const scratchFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'private-folder-'));
  scratch.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded data folder', () => {
  it('is created readable by its owner only', () => {
    const folder = path.join(scratchFolder(), 'data');
    makePrivateFolder(folder);
    expect(modeOf(folder)).toBe(0o700);
  });

  it("closes an older install's open folder and every file and folder in it, keeping the owner's rights", () => {
    const folder = scratchFolder();
    chmodSync(folder, 0o755);
    mkdirSync(path.join(folder, 'base'), { mode: 0o755 });
    chmodSync(path.join(folder, 'base'), 0o755);
    writeFileSync(path.join(folder, 'base', '1259'), 'x');
    chmodSync(path.join(folder, 'base', '1259'), 0o666);
    writeFileSync(path.join(folder, 'postgresql.conf'), 'x');
    chmodSync(path.join(folder, 'postgresql.conf'), 0o644);

    makePrivateFolder(folder);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(path.join(folder, 'base'))).toBe(0o700);
    expect(modeOf(path.join(folder, 'base', '1259'))).toBe(0o600);
    expect(modeOf(path.join(folder, 'postgresql.conf'))).toBe(0o600);
  });

  // Opening creates the database from nothing (initdb in WebAssembly): over 30 s on a loaded machine.
  it('is private when the embedded database opens it', { timeout: 120_000 }, async () => {
    const folder = scratchFolder();
    chmodSync(folder, 0o755);
    const sql = await openPglite(folder);
    try {
      expect(modeOf(folder)).toBe(0o700);
    } finally {
      await sql.close();
    }
  });
});
