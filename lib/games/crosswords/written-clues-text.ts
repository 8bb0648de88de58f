/**
 * The text form of the written clues (written-clues/*.ts): one answer a line,
 * `answer|straight clue|harder clue`, or `answer|SKIP|SKIP` for a word the puzzles should not use.
 * Pure, so the word-list build and the tests can read the files too.
 */

/** The straight clue is the Mini's (at most this long); the harder one the Midi's and the 9x9's. */
export const STRAIGHT_CLUE_LENGTH = 40;
export const HARDER_CLUE_LENGTH = 60;

export type WrittenClue =
  { readonly answer: string; readonly straight: string; readonly harder: string } | { readonly answer: string; readonly skip: true };

const LINE = /^([a-z]{3,9})\|([^|]+)\|([^|]+)$/;

/** Every line of the text (answers upper case); throws on a malformed line or a half-skipped answer. */
export function parseWrittenClues(text: string): WrittenClue[] {
  const clues: WrittenClue[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`crosswords: malformed written-clue line "${line}"`);
    const [, answer, straight, harder] = match as unknown as [string, string, string, string];
    if ((straight === 'SKIP') !== (harder === 'SKIP')) throw new Error(`crosswords: "${line}" skips one clue only`);
    clues.push(straight === 'SKIP' ? { answer: answer.toUpperCase(), skip: true } : { answer: answer.toUpperCase(), straight, harder });
  }
  return clues;
}

/** One map answer to its written clue; throws on an answer written twice. */
export function writtenClueMap(texts: readonly string[]): ReadonlyMap<string, WrittenClue> {
  const map = new Map<string, WrittenClue>();
  for (const clue of texts.flatMap(parseWrittenClues)) {
    if (map.has(clue.answer)) throw new Error(`crosswords: ${clue.answer} has two written clues`);
    map.set(clue.answer, clue);
  }
  return map;
}
