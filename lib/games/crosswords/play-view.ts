/**
 * What every move answers and what a resuming player gets (the platform's `view`). Browser-safe.
 * Never an answer letter the player has not earned: a check says only which squares are wrong or
 * right, a reveal gives the letters of its scope only, and `solution` comes only once the play is
 * won or the whole puzzle revealed. Not even a clue before the start (the play's first move).
 */
export type CrosswordView = {
  /** The player has pressed Start: the grid and the clues are uncovered. */
  readonly started: boolean;
  /** The full public text, grid and clues (format.ts), from the start on; before it nobody sees a clue. */
  readonly puzzle?: string;
  /** The grid as the server keeps it (the last letters sent, revealed letters in), row by row, `#` `.` `A`-`Z`. */
  readonly letters: string;
  /** Squares a check found wrong that still hold the letter checked. */
  readonly checkedWrong: readonly number[];
  /** Squares a check found right that still hold that letter. */
  readonly confirmed: readonly number[];
  /** Squares revealed: they hold the answer's letter for good (the server keeps it whatever is sent). */
  readonly revealed: readonly number[];
  /** A check or a reveal was made (or a full grid submitted wrong past the free ones): the result, if won, is assisted. */
  readonly assisted: boolean;
  /** Full grids the player may still submit wrong before each wrong one counts as a check (FREE_WRONG_SUBMITS at first). */
  readonly freeSubmits: number;
  /** Every white square holds a letter. */
  readonly full: boolean;
  /** The play is won. A full grid submitted wrong answers `full: true, solved: false`, and play goes on. */
  readonly solved: boolean;
  /** The whole puzzle was revealed: the play is over (lost). */
  readonly gaveUp: boolean;
  /** The answer grid (format.ts's solution text, rows joined by `/`), only when solved or gave up. */
  readonly solution?: string;
};
