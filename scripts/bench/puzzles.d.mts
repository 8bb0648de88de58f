// Types for puzzles.mjs (the TypeScript benchmark scripts import it).
export type Difficulty = 'easy' | 'medium' | 'hard';
export type SeedPuzzle = { difficulty: Difficulty; idx: number; fen: string; maxUserMoves: number; solution: string[] };
export type MoveInput = { from: string; to: string; promotion?: string };
export declare const root: string;
export declare const SEED_FILE: string;
export declare function readSeed(file?: string): SeedPuzzle[];
export declare function keyMove(puzzle: SeedPuzzle): MoveInput;
export declare function deviations(puzzle: SeedPuzzle): { uci: string; fenAfter: string }[];
export declare function pickDeviation(puzzle: SeedPuzzle): { uci: string; fenAfter: string } | null;
export declare function deviationMove(puzzle: SeedPuzzle): MoveInput | null;
