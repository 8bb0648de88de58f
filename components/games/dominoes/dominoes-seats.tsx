import { DominoBack } from './domino-tile';
import { seatName } from './dominoes-client';

type Props = {
  handCounts: readonly number[];
  scores: readonly number[];
  target: number;
  boneyard: number;
  variant: 'draw' | 'block';
  opponentLevel: 'easy' | 'hard';
  round: number;
  /** The seat acting in the event shown (or whose turn it is), lit. */
  active: number | null;
};

/** At most this many backs drawn per opponent; the count says the rest. */
const MAX_BACKS = 8;

/**
 * The other seats as a player sees them: names, face-down tiles and their count, the match score;
 * the boneyard's count (the Block game's tiles set aside) and the round. The player's own score is
 * in the first cell, so the whole match score reads in one line.
 */
export function DominoesSeats({ handCounts, scores, target, boneyard, variant, opponentLevel, round, active }: Props) {
  const level = opponentLevel === 'easy' ? 'Easy' : 'Hard';
  // Three opponents on a phone: the round and the boneyard on a first row, the opponents under it,
  // names, counts and scores only (the rest is read out). Else one row.
  const many = handCounts.length > 3;
  const roomy = many ? 'sr-only @md:not-sr-only' : '';
  const word = many ? 'hidden @md:inline' : 'inline';
  const cell = 'flex min-h-11 min-w-0 flex-col justify-center rounded-md px-1.5 py-1 leading-tight @md:px-2';
  return (
    <div
      className={`${many ? 'grid grid-cols-6 @md:flex' : 'flex'} items-stretch gap-1 text-xs @md:gap-1.5 @md:text-sm`}
      data-testid="dominoes-seats"
    >
      <div className={`${cell} ${many ? 'col-span-3' : ''} shrink-0 bg-slate-100 dark:bg-slate-800`} data-testid="match-score">
        <span className="font-semibold text-slate-700 dark:text-slate-300">
          Round {round}
          <span className={roomy}> · to {target}</span>
        </span>
        <span>
          You <strong data-testid="score-0">{scores[0] ?? 0}</strong>
          <span className="sr-only"> points</span>
        </span>
      </div>
      {handCounts.slice(1).map((count, i) => {
        const seat = i + 1;
        const backs = Math.min(count, MAX_BACKS);
        return (
          <div
            key={seat}
            className={`${cell} ${many ? 'col-span-2' : 'flex-1'} border @md:flex-none ${active === seat ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950' : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'}`}
            data-testid={`seat-${seat}`}
            data-count={count}
          >
            <span className="truncate font-semibold">
              {seatName(seat)}
              <span className={`font-normal text-slate-700 dark:text-slate-300 ${roomy}`}> ({level})</span>
            </span>
            <span className="flex items-center gap-1 whitespace-nowrap">
              <span className={`${many ? 'hidden @md:flex' : 'flex'}`} aria-hidden="true">
                {Array.from({ length: backs }, (_, k) => (
                  <DominoBack key={k} width={9} height={18} className={k > 0 ? '-ml-0.5' : ''} />
                ))}
              </span>
              {many && <DominoBack width={8} height={16} className="shrink-0 @md:hidden" />}
              <span>
                {count}
                <span className="sr-only"> {count === 1 ? 'tile' : 'tiles'}</span>
                <span className={word} aria-hidden="true">
                  {' '}
                  {count === 1 ? 'tile' : 'tiles'}
                </span>{' '}
                · <strong data-testid={`score-${seat}`}>{scores[seat] ?? 0}</strong>
                <span className="sr-only"> points</span>
                <span aria-hidden="true"> pts</span>
              </span>
            </span>
          </div>
        );
      })}
      <div
        className={`${cell} ${many ? 'col-span-3 col-start-4 row-start-1' : ''} shrink-0 bg-slate-100 dark:bg-slate-800`}
        data-testid="boneyard"
        data-count={boneyard}
      >
        <span className="font-semibold text-slate-700 dark:text-slate-300">{variant === 'draw' ? 'Boneyard' : 'Set aside'}</span>
        <span className="flex items-center gap-1">
          <DominoBack width={8} height={16} />
          {boneyard}
          <span className="sr-only"> {boneyard === 1 ? 'tile' : 'tiles'}</span>
        </span>
      </div>
    </div>
  );
}
