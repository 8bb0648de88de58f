import 'server-only';
import { z } from 'zod';
import type { HiddenStateEngine } from '../hidden-state-engine';
import { dailyAnswer, randomAnswer } from './daily';
import { statusFromScores } from './game-status';
import { judgeGuess, type PlayState } from './judge';
import { WORDGUESSER_DAILY_LEVEL, LEVELS, WORDGUESSER_PUZZLE, type WordGuesserLevel } from './levels';
import { scoreGuess } from './score-guess';
import { HARD_MODE_LOCKED, MAX_GUESSES, WORD_LENGTH, type WordGuesserMove, type WordGuesserView } from './types';
import { ANSWERS } from './words';

/**
 * Word Guesser on the platform (server only): the state is the answer, the guesses so far and hard
 * mode; each guess is judged here and answered with the colours only. The answer joins the reply
 * once the game is won or lost, never before.
 */
const answers = new Set(ANSWERS);
const SECONDS_PER_TURN = 2;
const word = z.string().regex(new RegExp(`^[a-z]{${WORD_LENGTH}}$`));

const stateSchema = z
  .object({
    answer: word.refine((w) => answers.has(w)),
    guesses: z.array(word).max(MAX_GUESSES),
    hardMode: z.boolean(),
  })
  .strict();

const scored = (state: PlayState) => state.guesses.map((guess) => ({ guess, score: scoreGuess(guess, state.answer) }));
const statusOf = (state: PlayState) => statusFromScores(scored(state).map((g) => g.score));

function publicView(state: PlayState): WordGuesserView {
  const over = statusOf(state) !== 'playing';
  return { guesses: scored(state), hardMode: state.hardMode, ...(over ? { answer: state.answer } : {}) };
}

export const engine: HiddenStateEngine<WordGuesserLevel, PlayState, WordGuesserMove, WordGuesserView> = {
  kind: 'hidden-state',
  levels: LEVELS,
  dailyLevel: WORDGUESSER_DAILY_LEVEL,
  newGame: (_level, random) => ({ puzzle: WORDGUESSER_PUZZLE, state: { answer: randomAnswer(random), guesses: [], hardMode: false } }),
  // At random among the answers no earlier daily had (daily.ts): the server's random source, not the day.
  newDaily: (random, pastDailies) => ({
    puzzle: WORDGUESSER_PUZZLE,
    state: {
      answer: dailyAnswer(
        random,
        pastDailies.map((daily) => daily.answer),
      ),
      guesses: [],
      hardMode: false,
    },
  }),
  parseState(value) {
    const parsed = stateSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  moveSchema: z.object({ guess: z.string().max(40), hardMode: z.boolean().optional() }).strict(),
  applyMove(state, move) {
    if (statusOf(state) !== 'playing') return null;
    const first = state.guesses.length === 0;
    if (!first && move.hardMode !== undefined && move.hardMode !== state.hardMode) return { refused: HARD_MODE_LOCKED };
    const play = { ...state, hardMode: first ? (move.hardMode ?? false) : state.hardMode };
    const outcome = judgeGuess(play, move.guess);
    // Not five letters, not a word, or against hard mode: the reason is shown, no guess is used.
    if (!outcome.ok) return outcome.reason === 'game-over' ? null : { refused: outcome.message };
    const next = { ...play, guesses: [...play.guesses, outcome.guess] };
    return { state: next, reply: publicView(next), status: outcome.status };
  },
  publicView,
  // Typing one word and pressing Enter takes a human a couple of seconds at the very least.
  minSolveSeconds: () => 3,
  // The leaderboard's clock starts at the first guess, so a win in n guesses spans n - 1 turns. In
  // each, even the fastest player reads five colours, thinks of a word that fits them and types it
  // with Enter: about a second to read and a second to type, so 2 s a turn. Faster is held as pending.
  plausibleSeconds: (_puzzle, state) => SECONDS_PER_TURN * Math.max(0, state.guesses.length - 1),
  // Nobody judges a row of colours and types the next word in under a second.
  minMoveSeconds: 1,
  // The guess distribution: a win's score is the number of guesses it took.
  scoreOf: (state) => state.guesses.length,
  // Its players compete on guesses: fewest first, then the fastest.
  rankByScore: { label: 'Guesses' },
};
