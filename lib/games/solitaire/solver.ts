/**
 * Proves a deal winnable: a depth-first search over moves from a position whose face-down cards and
 * stock order the solver knows ("thoughtful" Klondike), with memory of the positions visited (so
 * none is searched twice) and a cap on their number. Safe moves to the foundations are played at
 * once without branching; once every card is face up and the stock and waste are empty, the rest
 * is forced and played out. The line found is the steps to play, draws included, which replay to
 * a win with the rules (rules.ts) the engine plays by.
 */
import { suitOf } from './cards';
import { clonePosition, columnTop, fitsFoundation, isAutoCompletable, isWon, nextCut, type Position } from './position';
import { COLUMNS, foundationOfSuit } from './piles';
import { DRAW, applyStep, undoStep, type Step, type StepRecord } from './rules';
import { VisitedPositions } from './position-memory';
import { candidateMoves, safeFoundationStep, type Candidate } from './solver-moves';

export type SolveOutcome = {
  /** The winning line, or null when none was found within the cap. */
  readonly line: Step[] | null;
  /** Positions visited. */
  readonly states: number;
  /** Whether the search stopped at the cap (rather than finding a line or running out of moves). */
  readonly capped: boolean;
};

/** The cap the generator proves deals with (see the README for how long that takes). */
export const PROOF_STATE_CAP = 20_000;

const CAPPED = Symbol('capped');

/** Once every card is face up and the talon is empty: the lowest cards go up, one after another. */
export function forcedFinish(position: Position): Step[] {
  const work = clonePosition(position);
  const steps: Step[] = [];
  while (!isWon(work)) {
    let played = false;
    for (let c = 0; c < COLUMNS && !played; c++) {
      const top = columnTop(work, c);
      if (top === undefined || !fitsFoundation(work, top)) continue;
      const step: Step = { kind: 'move', from: c, to: foundationOfSuit(suitOf(top)), count: 1 };
      applyStep(work, step);
      steps.push(step);
      played = true;
    }
    if (!played) throw new Error('Not a forced finish: no card can go up');
  }
  return steps;
}

class Search {
  private readonly visited = new VisitedPositions();
  /** Positions the search must not enter, counted in `visited` before it starts. */
  private readonly avoided: number;
  readonly line: Step[] = [];

  constructor(
    private readonly position: Position,
    private readonly cap: number,
    avoid: readonly Position[],
  ) {
    for (const other of avoid) this.visited.add(other);
    this.avoided = this.visited.size;
  }

  get states(): number {
    return this.visited.size - this.avoided;
  }

  /** Plays a candidate: its draws (only the cut moves, so only the cut is kept to take them back), then its step. */
  private play(candidate: Candidate): { cut: number; record: StepRecord } {
    const position = this.position;
    const cut = position.cut;
    for (let i = 0; i < candidate.draws; i++) {
      position.cut = nextCut(position);
      this.line.push(DRAW);
    }
    this.line.push(candidate.step);
    return { cut, record: applyStep(position, candidate.step) };
  }

  private takeBack(candidate: Candidate, played: { cut: number; record: StepRecord }): void {
    undoStep(this.position, played.record);
    this.position.cut = played.cut;
    this.line.length -= candidate.draws + 1;
  }

  /** True when the line now wins; throws CAPPED at the cap. The start is searched even if it is one to avoid. */
  run(start = false): boolean {
    const position = this.position;
    if (isWon(position)) return true;
    if (isAutoCompletable(position)) {
      this.line.push(...forcedFinish(position));
      return true;
    }
    if (!this.visited.add(position) && !start) return false;
    if (this.states > this.cap) throw CAPPED;
    const safe = safeFoundationStep(position);
    const candidates = safe ? [{ draws: 0, step: safe }] : candidateMoves(position);
    for (const candidate of candidates) {
      const played = this.play(candidate);
      if (this.run()) return true;
      this.takeBack(candidate, played);
    }
    return false;
  }
}

/**
 * Searches for a winning line from a position (left as it was), visiting at most `maxStates`
 * positions, and none of `avoid` (a hint's search avoids the positions the game has been in, so
 * that following hints never goes round in circles).
 */
export function solve(position: Position, maxStates = PROOF_STATE_CAP, avoid: readonly Position[] = []): SolveOutcome {
  const search = new Search(clonePosition(position), maxStates, avoid);
  try {
    const won = search.run(true);
    return { line: won ? search.line : null, states: search.states, capped: false };
  } catch (error) {
    if (error !== CAPPED) throw error;
    return { line: null, states: search.states, capped: true };
  }
}
