import { HintMessage } from '@/components/games/shell/hint-message';

type Props = {
  /** Every turn since the last answer, read out in full. */
  said: string;
  /** The last turn shown, on screen. */
  last: string;
  /** Whose turn it is now ('' while the computers' turns are shown). */
  turnText: string;
  replaying: boolean;
  /** A hint to show in place of the last turn. */
  hint: { technique: string; message: string } | null;
};

/**
 * The line between the line of play and the hand: the last turn, or a hint, across the whole width
 * in a box of fixed height (three lines on a phone, two where the board is wider), so neither a
 * longer turn nor a hint moves the hand; a longer hint scrolls inside it.
 */
export function DominoesActionLine({ said, last, turnText, replaying, hint }: Props) {
  // The last turn shown stays up with the player's own turn after it (read out in full; on screen the last only).
  const withTurn = (text: string) => (replaying || !turnText ? text : text ? `${text}. ${turnText}` : turnText);
  const box = 'h-[calc(3lh+0.25rem)] text-sm leading-snug @lg:h-[calc(2lh+0.25rem)]';
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {withTurn(said)}
      </p>
      {hint ? (
        <HintMessage hint={hint} className={`${box} px-2 py-0.5`} />
      ) : (
        <p className={`${box} line-clamp-3 py-0.5 @lg:line-clamp-2`} aria-hidden="true" data-testid="dominoes-action">
          {withTurn(last)}
        </p>
      )}
    </div>
  );
}
