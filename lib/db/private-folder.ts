import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder holds the signing secrets, password hashes and puzzle answers, so
 * only the server's own user may enter it: made 0700 when created, and an older install's open
 * folder (PGlite creates 0755 folders and 0644/0666 files) closed at start-up, every entry in it
 * too. A closed folder already keeps other users from the files PGlite writes later.
 */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  closeToOthers(folder);
}

function closeToOthers(entry: string): void {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return; // never follow a link out of the folder
  if ((stat.mode & 0o077) !== 0) chmodSync(entry, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(entry)) closeToOthers(path.join(entry, name));
}
