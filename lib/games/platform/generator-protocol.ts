import type { GeneratedPuzzle } from './puzzle-generation';

/** Messages between the server thread and the puzzle generator's thread (generator-worker.ts). */
export type GeneratorRequest = { id: number; game: string; level: string };
export type GeneratorReply = { id: number; ok: true; value: GeneratedPuzzle } | { id: number; ok: false; message: string };
