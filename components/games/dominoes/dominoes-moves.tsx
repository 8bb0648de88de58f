type Props = {
  /** Draw is offered in the draw game only. */
  canDraw: boolean | null;
  canPass: boolean;
  active: boolean;
  onDraw(): void;
  onPass(): void;
};

/**
 * Draw and Pass, with the hand: on a phone a row under it, the buttons sharing the whole width (tall
 * enough for a thumb); where the board is wider, stacked at the hand's right, as tall as it together (the caller places them).
 * Always there, only disabled when they do not apply, so nothing moves when they come on or off.
 */
export function DominoesMoves({ canDraw, canPass, active, onDraw, onPass }: Props) {
  const button = 'btn-secondary min-h-12 w-full @lg:min-h-11';
  return (
    <div className="grid auto-cols-fr grid-flow-col gap-2 @lg:grid-flow-row" data-testid="dominoes-moves">
      {canDraw !== null && (
        <button type="button" className={button} disabled={!active || !canDraw} onClick={onDraw}>
          Draw
        </button>
      )}
      <button type="button" className={button} disabled={!active || !canPass} onClick={onPass}>
        Pass
      </button>
    </div>
  );
}
