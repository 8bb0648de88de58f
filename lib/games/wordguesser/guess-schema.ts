import { z } from 'zod';
import { WORD_LENGTH } from './types';

/**
 * A guess at the API boundary: five letters a-z in either case, normalised to lower case. Whether it
 * is a word is a separate question (isAcceptedGuess, on the server), answered with its own message.
 */
export const guessSchema = z
  .string()
  .regex(new RegExp(`^[a-z]{${WORD_LENGTH}}$`, 'i'), `A guess is ${WORD_LENGTH} letters`)
  .toLowerCase();
