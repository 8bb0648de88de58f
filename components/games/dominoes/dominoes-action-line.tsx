import { HintMessage } from '@/components/games/shell/hint-message';

type Props = {
  /** Every turn since the last answer, read out in full. */
  said: string;
  /** The round's last few turns shown, oldest first (the deal's sentence before the first). */
  log: readonly string[];
  /** Whose turn it is now ('' while the computers' turns are shown). */
  turnText: string;
  replaying: boolean;
  /** A hint to show in place of the log. */
  hint: { technique: string; message: string } | null;
};

/**
 * The line between the line of play and the hand: a log of the last turns, or a hint, across the
 * whole width in a box of fixed height (three lines on a phone, two where the board is wider), so
 * neither a longer turn nor a hint moves the hand. The log fills the box from the bottom, the newest
 * line next to the hand, the oldest clipped at the top (whole lines: the box is a whole number of
 * lines, with no padding); a longer hint scrolls inside it.
 */
export function DominoesActionLine({ said, log, turnText, replaying, hint }: Props) {
  // Read out: the turns since the last answer, then whose turn it is (on screen the log holds both).
  const announced = replaying || !turnText ? said : said ? `${said}. ${turnText}` : turnText;
  const lines = replaying || !turnText ? log : [...log, turnText];
  const box = 'h-[3lh] text-sm leading-snug @lg:h-[2lh]';
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
      {hint ? (
        <HintMessage hint={hint} className={`${box} px-2`} />
      ) : (
        <ol className={`${box} flex flex-col justify-end overflow-hidden`} aria-hidden="true" data-testid="dominoes-action">
          {lines.map((line, i) => (
            // The newest line reads as now; the ones before it are history.
            <li key={`${lines.length - i}:${line}`} className={i === lines.length - 1 ? '' : 'text-slate-600 dark:text-slate-400'}>
              {line}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
