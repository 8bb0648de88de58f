/**
 * The text form of the crossword word list (word-list.ts): one entry a line, `answer score clue`,
 * the answer in lower case, the score a whole number. The answer and score hold no space, so the
 * clue is the rest of the line; `answer score` alone is an answer with no rule-derived clue, shown
 * only with its written clue (written-clues.ts). Written by scripts/word-lists/build-crossword-words.ts.
 */

export type WordEntry = {
  /** Upper case, 3 to 9 letters A-Z, as the grid holds it. */
  readonly answer: string;
  /** The rule-derived clue, or '' when only a written clue is shown for the answer. */
  readonly clue: string;
  /** How common the word is, 15 to 100 (higher first). */
  readonly score: number;
};

const LINE = /^([a-z]{3,9}) (\d{1,3})(?: (\S.*))?$/;

export function formatWordList(entries: readonly { answer: string; clue: string; score: number }[]): string {
  return entries.map((e) => `${e.answer.toLowerCase()} ${e.score}${e.clue === '' ? '' : ` ${e.clue}`}`).join('\n');
}

/** Every entry of the text; throws on a malformed line (the list is generated, so that is a bug). */
export function parseWordList(text: string): WordEntry[] {
  const entries: WordEntry[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`crosswords: malformed word-list line "${line}"`);
    entries.push({ answer: match[1]!.toUpperCase(), score: Number(match[2]), clue: match[3] ?? '' });
  }
  return entries;
}
