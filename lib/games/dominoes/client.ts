/** What the browser's view may import: nothing here holds or makes a deal. */
export * from './tiles';
export * from './levels';
export * from './moves';
export type { DominoesReply, LineTile } from './reply';
export type { MatchPhase, RoundSummary, TurnEvent } from './match';
export { formatPuzzle, parsePuzzle } from './puzzle-text';
