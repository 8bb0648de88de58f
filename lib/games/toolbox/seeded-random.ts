/**
 * A small seeded PRNG (sfc32, seeded through the cyrb128 string hash). Only 32-bit integer arithmetic
 * (Math.imul, |0, >>>) is used, so every JavaScript engine produces the same sequence: the browser plays
 * a game and the server replays it from the same seed.
 */
export type RandomSource = () => number;

/** The generator's whole state: four unsigned 32-bit integers. */
export type RandomState = readonly [number, number, number, number];

export interface SeededRandom extends RandomSource {
  /** A snapshot of the state; restoreRandom(state) continues the sequence from here. */
  state(): RandomState;
}

const WARM_UP_ROUNDS = 15;

/** cyrb128: hashes a string into four 32-bit words (UTF-16 code units, so it is engine independent). */
export function hashSeed(seed: string): RandomState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

function isUint32(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
}

export function isRandomState(value: unknown): value is RandomState {
  return Array.isArray(value) && value.length === 4 && value.every(isUint32);
}

/** Continues a sequence from a state taken with state(); returns numbers in [0, 1). */
export function restoreRandom(state: RandomState): SeededRandom {
  let [a, b, c, d] = state;
  const next = (() => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }) as SeededRandom;
  next.state = () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  return next;
}

/** The generator used by both browser and server for a game's seed. */
export function createSeededRandom(seed: string): SeededRandom {
  const random = restoreRandom(hashSeed(seed));
  // The first outputs of sfc32 are poorly mixed for similar seeds.
  for (let i = 0; i < WARM_UP_ROUNDS; i++) random();
  return random;
}
