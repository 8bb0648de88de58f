// Types for preload-sql.mjs (the hot-path plan test imports it).
export type PreloadSize = { players: number; plays: number; days: number; rateLimits: number; help: number; pool: number };
export declare const PRELOAD_BENCH_SIZE: PreloadSize;
export declare const PRELOAD_TEST_SIZE: PreloadSize;
export declare const PRELOAD_TEST_LEVELS: { game: string; level: string }[];
export declare function preloadSql(size: PreloadSize, levels?: readonly { game: string; level: string }[]): string[];
