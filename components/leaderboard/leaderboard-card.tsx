'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import type { LeaderboardCardGame } from '@/lib/games/catalogue';
import type { BoardChoice, Leaderboard, LeaderboardEntry } from '@/lib/leaderboard/leaderboard-service';
import { LeaderboardList } from './leaderboard-list';
import { LeaderboardModal } from './leaderboard-modal';
import { LEADERBOARD_CHANGED_EVENT } from './leaderboard-refresh';
import { TrophyIcon } from '@/components/icons/ui-icons';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; key: string; board: string; boards: BoardChoice[]; scoreLabel: string | null; entries: LeaderboardEntry[] };

async function load(game: string, board: string | null, fresh: boolean): Promise<Leaderboard> {
  const query = board ? `?board=${encodeURIComponent(board)}` : '';
  const response = await fetch(`/api/leaderboards/${encodeURIComponent(game)}${query}`, { cache: fresh ? 'no-cache' : 'default' });
  if (!response.ok) throw new Error(`leaderboard answered ${response.status}`);
  const data = (await response.json()) as Partial<Leaderboard> | null;
  // A malformed answer (a proxy's error page, an old server) is a failed load, never a broken page.
  if (!data || typeof data.board !== 'string' || !Array.isArray(data.boards) || !Array.isArray(data.entries))
    throw new Error('leaderboard answer malformed');
  return data as Leaderboard;
}

/** The page's game when it keeps a leaderboard; pages of no game show the spec's first puzzle. */
function cardGame(
  games: readonly LeaderboardCardGame[],
  fallback: string,
  pathname: string,
): { game: LeaderboardCardGame; ownBoard: boolean } {
  const onPage = games.find((g) => g.id === pathname.split('/')[1]);
  if (onPage) return { game: onPage, ownBoard: onPage.leaderboard !== null };
  return { game: games.find((g) => g.id === fallback)!, ownBoard: true };
}

/**
 * The right column's card: the leaderboard of the game on the page. Loaded in the browser, so the
 * pages around it can be prerendered once for everybody; its fixed minimum height keeps the layout
 * still while it loads.
 */
export function LeaderboardCard({ games, fallback }: { games: readonly LeaderboardCardGame[]; fallback: string }) {
  const { game, ownBoard } = cardGame(games, fallback, usePathname() ?? '/');
  const [board, setBoard] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const selectId = useId();
  const key = `${game.id}|${board ?? ''}`;

  useEffect(() => setBoard(null), [game.id]);

  useEffect(() => {
    if (!ownBoard) return;
    let current = true;
    const refresh = (fresh: boolean) =>
      load(game.id, board, fresh).then(
        (data) =>
          current &&
          setLoaded({
            status: 'ready',
            key,
            board: data.board,
            boards: data.boards,
            scoreLabel: typeof data.scoreLabel === 'string' ? data.scoreLabel : null,
            entries: data.entries,
          }),
        () => current && setLoaded((before) => (before.status === 'ready' && before.key === key ? before : { status: 'failed' })),
      );
    void refresh(false);
    const onChanged = () => void refresh(true);
    window.addEventListener(LEADERBOARD_CHANGED_EVENT, onChanged);
    return () => {
      current = false;
      window.removeEventListener(LEADERBOARD_CHANGED_EVENT, onChanged);
    };
  }, [game.id, board, key, ownBoard]);

  const info = game.leaderboard;
  const shown = loaded.status === 'ready' && loaded.key === key ? loaded : null;
  return (
    <section
      className="card min-h-[280px] space-y-3"
      aria-labelledby="leaderboard-card-title"
      aria-busy={ownBoard && !shown}
      data-testid="leaderboard-card"
      data-game={game.id}
    >
      <h2 id="leaderboard-card-title" className="text-lg font-bold">
        <TrophyIcon /> {game.name} Leaderboard
      </h2>
      {!info || !ownBoard ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {game.name} is not a race, so it has no leaderboard. Your progress is in your statistics.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{info.blurb}</p>
          {shown && shown.boards.length > 1 && (
            // The label above the select, so the select has the card's whole width for its longest label ('Today · Draw 1 (date)').
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={selectId} className="font-semibold">
                Board
              </label>
              <select
                id={selectId}
                value={shown.board}
                onChange={(event) => setBoard(event.target.value)}
                className="min-h-11 w-full min-w-0 rounded border border-slate-400 bg-white px-2 py-1 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
              >
                {shown.boards.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!shown && loaded.status !== 'failed' && <p className="text-sm text-slate-700 dark:text-slate-300">Loading the leaderboard…</p>}
          {loaded.status === 'failed' && (
            <p className="text-sm text-red-800 dark:text-red-300">The leaderboard cannot be loaded right now.</p>
          )}
          {shown && (
            <>
              <LeaderboardList entries={shown.entries.slice(0, 3)} emptyText={info.empty} scoreLabel={shown.scoreLabel} />
              <LeaderboardModal title={`${game.name} Leaderboard · ${shown.boards.find((b) => b.id === shown.board)?.label ?? ''}`}>
                <LeaderboardList entries={shown.entries} emptyText={info.empty} scoreLabel={shown.scoreLabel} />
              </LeaderboardModal>
            </>
          )}
        </>
      )}
    </section>
  );
}
