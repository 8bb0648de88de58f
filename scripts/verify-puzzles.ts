/**
 * Re-checks the shipped puzzles with the exact mate search (see docs/PUZZLES.md).
 *   npx tsx scripts/verify-puzzles.ts [--sample N] [--seed S] [--file supabase/seed/puzzles.tsv.gz] [--when-changed]
 * `--when-changed` (npm test) skips the re-proof when the puzzle file and the chess code are what the
 * last full pass recorded in supabase/seed/puzzles.verified.json; a full pass updates that record.
 */
import { readPuzzleSeed } from '@/lib/db/seed-puzzles';
import { verifyPuzzles } from './puzzle-generator/verify';
import { inputsHash, STAMP_FILE, stampedHash, writeStamp } from './puzzle-generator/verify-stamp';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const sample = arg('sample') === undefined ? undefined : Number(arg('sample'));
const seed = Number(arg('seed') ?? Date.now() % 1_000_000);
const root = process.cwd();
const whole = sample === undefined && arg('file') === undefined;
const hash = inputsHash(root);
if (process.argv.includes('--when-changed') && whole && stampedHash(root) === hash) {
  console.log(
    `skipped: the puzzle file and the chess code are unchanged since the last full re-proof (${STAMP_FILE}); npm run test:deep re-proves them`,
  );
  process.exit(0);
}
const t0 = performance.now();
const puzzles = await readPuzzleSeed(arg('file') ?? 'supabase/seed/puzzles.tsv.gz');
const report = verifyPuzzles(puzzles, { sample, seed });
const secs = (ms: number | undefined): string => ((ms ?? 0) / 1000).toFixed(1) + 's';
console.log(
  `checked ${report.checked} of ${puzzles.length} puzzles${sample !== undefined ? ` (sample ${sample} per difficulty, seed ${seed})` : ''}` +
    ` in ${secs(performance.now() - t0)}: file ${secs(report.ms.file)}, easy ${secs(report.ms.easy)}, medium ${secs(report.ms.medium)}, hard ${secs(report.ms.hard)}`,
);
if (report.failures.length) {
  for (const f of report.failures.slice(0, 50)) console.error('FAIL ' + f);
  console.error(`${report.failures.length} failure(s)`);
  process.exit(1);
}
console.log('all checks passed');
if (whole && stampedHash(root) !== hash) {
  writeStamp(root, hash, report.checked);
  console.log(`recorded in ${STAMP_FILE}: commit it with the change`);
}
