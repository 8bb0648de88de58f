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
  /** Draw is offered in the draw game only. */
  canDraw: boolean | null;
  canPass: boolean;
  active: boolean;
  onDraw(): void;
  onPass(): void;
};

/**
 * The line between the line of play and the hand: the last turn (or a hint), and Draw and Pass. On a
 * phone the words take the whole width, with room for three lines (so a longer turn neither is cut
 * nor moves the hand), the hint in exactly the same height (it scrolls if longer), and the buttons go
 * under them on the right.
 */
export function DominoesActionLine({ said, last, turnText, replaying, hint, canDraw, canPass, active, onDraw, onPass }: Props) {
  // The last turn shown stays up with the player's own turn after it (read out in full; on screen the last only).
  const withTurn = (text: string) => (replaying || !turnText ? text : text ? `${text}. ${turnText}` : turnText);
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-end gap-x-2 gap-y-1">
      <p className="sr-only" aria-live="polite">
        {withTurn(said)}
      </p>
      {hint ? (
        <HintMessage hint={hint} className="h-[calc(3lh+0.25rem)] min-w-0 flex-[1_1_15rem] px-2 py-0.5 @lg:h-auto" />
      ) : (
        <p
          className="line-clamp-3 min-h-[calc(3lh+0.25rem)] min-w-0 flex-[1_1_15rem] py-0.5 text-sm leading-snug @lg:min-h-0"
          aria-hidden="true"
          data-testid="dominoes-action"
        >
          {withTurn(last)}
        </p>
      )}
      {/* One group, so on a phone both go under the words together. */}
      <div className="flex gap-2">
        {canDraw !== null && (
          <button type="button" className="btn-secondary px-3" disabled={!active || !canDraw} onClick={onDraw}>
            Draw
          </button>
        )}
        <button type="button" className="btn-secondary px-3" disabled={!active || !canPass} onClick={onPass}>
          Pass
        </button>
      </div>
    </div>
  );
}
