import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const source = path.join(process.cwd(), 'supabase');

export type MigrationFolder = {
  /** The folder to pass to migrate() as `root`. */
  root: string;
  /** Links the repository's migrations whose file names `keep` accepts (e.g. those before the one under test). */
  link(keep: (file: string) => boolean): void;
  remove(): void;
};

/**
 * A temporary supabase folder holding the repository's embedded schema and only the migrations a test
 * links, so a migration test can migrate a database to just before its migration, add old rows, then
 * link the rest and migrate again.
 */
export function migrationFolder(prefix: string): MigrationFolder {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(root, 'supabase', 'migrations'), { recursive: true });
  symlinkSync(path.join(source, 'embedded'), path.join(root, 'supabase', 'embedded'));
  return {
    root,
    link(keep) {
      for (const file of readdirSync(path.join(source, 'migrations')).filter(keep))
        symlinkSync(path.join(source, 'migrations', file), path.join(root, 'supabase', 'migrations', file));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
