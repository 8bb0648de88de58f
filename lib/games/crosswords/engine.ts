/**
 * Crosswords on the platform, as a hidden-state engine (server only): the answer stays on the
 * server. The browser keeps the letters the player types and sends the whole grid with each move
 * (moves.ts); the server keeps the last grid (so a reload resumes it), says which squares of a
 * Check's scope are wrong or right, gives the letters of a Reveal's scope, and judges a submitted
 * full grid. Check and Reveal are the help (each recorded, the result assisted), and so is a full
 * grid submitted wrong past the first FREE_WRONG_SUBMITS (a wrong submit tells the player the grid is
 * not the answer: unlimited, it would be a free check, one square tried letter by letter); there is no hint
 * (a hint could only give letters away, which Reveal already does in the open). Revealing the whole
 * puzzle ends the play as lost, and only then, or once won, the answer is sent.
 *
 * The clues are hidden too until the player presses Start (the `start` move, the play's first, which
 * starts the leaderboard's clock): the public puzzle text is the grid's shape only, and the start's
 * reply (and every view after it) carries the full text with the clues, so nobody can solve them off
 * the clock.
 */
import type { Random } from '../grid-puzzle-engine';
import type { AppliedMove, HiddenStateEngine, RefusedMove } from '../hidden-state-engine';
import { generate } from './generator';
import { slotsOf } from './grid';
import { CROSSWORD_DAILY_LEVEL, CROSSWORD_LEVELS, type CrosswordLevel } from './levels';
import { moveSchema, type CrosswordMove, type HelpMove } from './moves';
import { MIN_MOVE_SECONDS, minSolveSecondsOf, plausibleSecondsOf } from './pace';
import { fitsShape, newCrosswordState, parseCrosswordState, solvedGridOf, type CrosswordState, type SolvedGrid } from './play-state';
import type { CrosswordView } from './play-view';
import { scopeCells } from './scope';

export const MOVE_REFUSALS = {
  nothingToCheck: 'There is nothing to check there yet: fill in some squares first.',
  alreadyRevealed: 'Those squares are already revealed.',
  notFull: 'Fill in every square first.',
  notStarted: 'Start the puzzle first (tap the grid or type a letter): the clues show then.',
  alreadyStarted: 'This puzzle is already started.',
} as const;

export type CrosswordApplied = AppliedMove<CrosswordState, CrosswordView>;

/** Full grids a player may submit wrong without it counting as a check: a person mistypes. */
export const FREE_WRONG_SUBMITS = 2;
const wrongSubmitsOf = (state: CrosswordState) => state.wrongSubmits ?? 0;

const cellsWhere = (marks: string, test: (mark: string, cell: number) => boolean) =>
  [...marks].flatMap((mark, cell) => (test(mark, cell) ? [cell] : []));

/** What the player may see: their letters and marks, the clues once started; the answer only once the play is over. */
export function crosswordView(state: CrosswordState): CrosswordView {
  const { letters, marks, outcome, started } = state;
  const answer = solvedGridOf(state.solution)!.answer;
  return {
    started,
    ...(started ? { puzzle: state.puzzle } : {}),
    letters,
    checkedWrong: cellsWhere(marks, (m, cell) => m >= 'a' && m <= 'z' && letters[cell] === m.toUpperCase()),
    confirmed: cellsWhere(marks, (m, cell) => m === 'C' && letters[cell] === answer[cell]),
    revealed: cellsWhere(marks, (m) => m === 'R'),
    assisted: /[RCa-z]/.test(marks) || wrongSubmitsOf(state) > FREE_WRONG_SUBMITS,
    freeSubmits: Math.max(0, FREE_WRONG_SUBMITS - wrongSubmitsOf(state)),
    full: !letters.includes('.'),
    solved: outcome === 'solved',
    gaveUp: outcome === 'revealed',
    ...(outcome === 'playing' ? {} : { solution: state.solution }),
  };
}

/** The player's grid with the revealed squares kept (they hold the answer whatever is sent); null if it does not fit the puzzle. */
function takeLetters(state: CrosswordState, grid: SolvedGrid, letters: string): string | null {
  if (!fitsShape(grid.shape, letters)) return null;
  return [...letters].map((c, i) => (state.marks[i] === 'R' ? grid.answer[i] : c)).join('');
}

function applied(state: CrosswordState, status: CrosswordApplied['status'] = 'playing', help?: 'check' | 'reveal'): CrosswordApplied {
  return { state, reply: crosswordView(state), status, ...(help ? { help } : {}) };
}

const replaceAt = (text: string, cells: readonly number[], char: (cell: number) => string) => {
  const chars = [...text];
  for (const cell of cells) chars[cell] = char(cell);
  return chars.join('');
};

function helpMove(state: CrosswordState, grid: SolvedGrid, letters: string, move: HelpMove): CrosswordApplied | RefusedMove | null {
  const cells = scopeCells(grid.shape, move.scope, move.cell, move.direction, slotsOf(grid.shape));
  if (!cells) return null;
  if (move.type === 'check') {
    // Only filled squares are judged; a revealed one needs no check.
    const judged = cells.filter((cell) => letters[cell] !== '.' && state.marks[cell] !== 'R');
    if (judged.length === 0) return { refused: MOVE_REFUSALS.nothingToCheck };
    const marks = replaceAt(state.marks, judged, (cell) => (letters[cell] === grid.answer[cell] ? 'C' : letters[cell]!.toLowerCase()));
    return applied({ ...state, letters, marks }, 'playing', 'check');
  }
  const shown = cells.filter((cell) => state.marks[cell] !== 'R');
  if (shown.length === 0) return { refused: MOVE_REFUSALS.alreadyRevealed };
  const next = {
    ...state,
    letters: replaceAt(letters, shown, (cell) => grid.answer[cell]!),
    marks: replaceAt(state.marks, shown, () => 'R'),
  };
  // The whole puzzle revealed is a game given up: over, and lost.
  return move.scope === 'puzzle' ? applied({ ...next, outcome: 'revealed' }, 'lost', 'reveal') : applied(next, 'playing', 'reveal');
}

/**
 * A move on the stored state: `start` uncovers the clues (once, before anything else); a move's
 * letters must fit the puzzle's grid (else null: a forged move). `save` keeps them; `check` marks the
 * filled squares of its scope right or wrong; `reveal` fills its
 * scope with the answer; `submit` needs a full grid and wins if it is the answer, else play goes on
 * (past FREE_WRONG_SUBMITS wrong ones, each counted as a check).
 */
export function applyCrosswordMove(state: CrosswordState, move: CrosswordMove): CrosswordApplied | RefusedMove | null {
  if (state.outcome !== 'playing') return null;
  if (move.type === 'start') return state.started ? { refused: MOVE_REFUSALS.alreadyStarted } : applied({ ...state, started: true });
  if (!state.started) return { refused: MOVE_REFUSALS.notStarted };
  const grid = solvedGridOf(state.solution)!;
  const letters = takeLetters(state, grid, move.letters);
  if (letters === null) return null;
  switch (move.type) {
    case 'save':
      return applied({ ...state, letters });
    case 'submit': {
      if (letters.includes('.')) return { refused: MOVE_REFUSALS.notFull };
      if (letters === grid.answer.join('')) return applied({ ...state, letters, outcome: 'solved' }, 'won');
      // Wrong: play goes on; past the free ones the answer "not yet" counts as a check.
      const wrongSubmits = wrongSubmitsOf(state) + 1;
      return applied({ ...state, letters, wrongSubmits }, 'playing', wrongSubmits > FREE_WRONG_SUBMITS ? 'check' : undefined);
    }
    case 'check':
    case 'reveal':
      return helpMove(state, grid, letters, move);
  }
}

/** A new game, not started: its public text is the grid's shape (before the first `|`); the clues stay in the state. */
export function newCrosswordGame(level: CrosswordLevel, random: Random): { puzzle: string; state: CrosswordState } {
  const { puzzle, solution } = generate(level, random);
  return { puzzle: puzzle.split('|')[0]!, state: newCrosswordState(solution, puzzle) };
}

export type CrosswordEngine = HiddenStateEngine<CrosswordLevel, CrosswordState, CrosswordMove, CrosswordView>;

function createCrosswordEngine(): CrosswordEngine {
  return {
    kind: 'hidden-state',
    levels: CROSSWORD_LEVELS,
    dailyLevel: CROSSWORD_DAILY_LEVEL,
    newGame: newCrosswordGame,
    parseState: parseCrosswordState,
    moveSchema,
    applyMove: applyCrosswordMove,
    publicView: crosswordView,
    minSolveSeconds: (puzzle) => minSolveSecondsOf(puzzle),
    plausibleSeconds: (puzzle) => plausibleSecondsOf(puzzle),
    minMoveSeconds: MIN_MOVE_SECONDS,
  };
}

/** The engine the platform registers (lib/games/platform-engines.ts). */
export const engine = createCrosswordEngine();
