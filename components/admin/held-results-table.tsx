import { formatClock } from '@/components/games/shell/format';
import { CATALOGUE } from '@/lib/games/catalogue';
import type { HeldResultRow } from '@/lib/games/platform/held-review';
import { ReviewButtons } from './review-buttons';

type Row = HeldResultRow & { reasonLabel: string };

const gameOf = (id: string) => CATALOGUE.find((g) => g.id === id);
const levelLabel = (game: string, level: string) => gameOf(game)?.levels.find((l) => l.id === level)?.label ?? level;
const time = (seconds: number | null) => (seconds === null ? '—' : formatClock(seconds));

/** The moves' spacing in a line: counted moves (hidden-state games) or the grid sent at the finish. */
function spacingText({ spacing }: Row): string {
  if (spacing.moves === 0) return 'Moves sent with the finish (a grid game)';
  const average = spacing.averageMoveSeconds === null ? '' : `, ${spacing.averageMoveSeconds} s a move on average`;
  const paused = spacing.pauses > 0 ? `, ${spacing.pauses} pauses (${spacing.pausedSeconds} s)` : '';
  return `${spacing.moves} moves, ${spacing.quickMoves} quick${average}${paused}`;
}

function otherKeysText({ otherKeys, otherPlayers }: Row): string {
  const listed = otherKeys.listed.map((k) => `${k.ref} (${k.kinds.join(', ')})`).join('; ');
  const sameAddress = otherKeys.count === 0 ? 'None seen on this address' : `${otherKeys.count} on this address: ${listed}`;
  return otherPlayers === null ? sameAddress : `${sameAddress}. ${otherPlayers} other players of this deal anywhere`;
}

/**
 * The results held as pending (the /admin page), oldest first, each with Release and Reject. A
 * wide table scrolls sideways inside its own focusable region on a phone.
 */
export function HeldResultsTable({ results, total }: { results: Row[]; total: number }) {
  if (results.length === 0) return <p data-testid="held-none">No results are waiting for a review.</p>;
  return (
    <>
      <p>
        {total} waiting{total > results.length ? `; the oldest ${results.length} are shown` : ''}. Times are the leaderboard&apos;s clock
        (wall time from the puzzle&apos;s delivery), then the player&apos;s own (pauses excluded).
      </p>
      <div className="overflow-x-auto" role="region" aria-labelledby="held-caption" tabIndex={0}>
        <table className="w-full border-collapse text-left text-sm" data-testid="held-results">
          <caption id="held-caption" className="sr-only">
            Results held as pending, oldest first
          </caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              {['Game', 'Played', 'Time', 'Why held', 'Moves\u2019 spacing', 'Other keys', 'Player', 'Decision'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-4 align-bottom">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.map((r) => {
              const name = gameOf(r.gameSlug)?.name ?? r.gameSlug;
              const label = `${name} ${levelLabel(r.gameSlug, r.level)}, ${r.mode} ${r.day}, ${time(r.boardSeconds)}`;
              return (
                <tr key={r.playId} className="border-b border-slate-200 align-top dark:border-slate-700" data-play={r.playId}>
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {name}
                    <span className="block font-normal">{levelLabel(r.gameSlug, r.level)}</span>
                  </th>
                  <td className="py-2 pr-4">
                    {r.mode === 'daily' ? `Daily ${r.day}` : 'Practice'}
                    <span className="block text-slate-700 dark:text-slate-300">
                      finished <time dateTime={r.finishedAt}>{r.finishedAt.slice(0, 16).replace('T', ' ')} UTC</time>
                    </span>
                  </td>
                  <td className="py-2 pr-4 tabular-nums">
                    {time(r.boardSeconds)}
                    <span className="block text-slate-700 dark:text-slate-300">own {time(r.timeSeconds)}</span>
                  </td>
                  <td className="py-2 pr-4">{r.reasonLabel}</td>
                  <td className="py-2 pr-4">{spacingText(r)}</td>
                  <td className="py-2 pr-4 break-words">{otherKeysText(r)}</td>
                  <td className="py-2 pr-4">
                    {r.account ? 'Account' : 'Signed out'} <span className="font-mono">{r.playerRef}</span>
                  </td>
                  <td className="py-2 pr-4">
                    <ReviewButtons playId={r.playId} label={label} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
