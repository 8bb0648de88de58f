/**
 * The public puzzle format (docs/GAMES.md): the rows joined by `/` (upper-case letters), then `:`
 * and the listed words joined by `,`, then optionally `:` and the theme's title, e.g.
 * `CATS/.../DOGS:CAT,DOG:Animals`. Browser-safe.
 */
export type WordsearchPuzzle = {
  readonly width: number;
  readonly height: number;
  /** The letters row by row, `width * height` of them. */
  readonly letters: string;
  /** The listed words, upper-case, in the order shown. */
  readonly words: readonly string[];
  readonly theme: string | null;
};

const ROW = /^[A-Z]+$/;
const WORD = /^[A-Z]{2,20}$/;
const THEME = /^[A-Za-z][A-Za-z ,'&-]{0,39}$/;
export const MAX_SIDE = 20;

/** Whether a theme's title can stand as the format's third field (the generator skips others). */
export const isThemeTitle = (title: string) => THEME.test(title);

export function parseWordsearch(text: string): WordsearchPuzzle | null {
  if (typeof text !== 'string' || text.length > 2000) return null;
  const [grid, list, theme, ...rest] = text.split(':');
  if (grid === undefined || list === undefined || rest.length > 0) return null;
  if (theme !== undefined && !THEME.test(theme)) return null;
  const rows = grid.split('/');
  const width = rows[0]?.length ?? 0;
  if (width < 2 || width > MAX_SIDE || rows.length < 2 || rows.length > MAX_SIDE) return null;
  if (rows.some((row) => row.length !== width || !ROW.test(row))) return null;
  const words = list.split(',');
  if (
    words.length === 0 ||
    words.some((w) => !WORD.test(w) || w.length > Math.max(width, rows.length)) ||
    new Set(words).size !== words.length
  )
    return null;
  return { width, height: rows.length, letters: rows.join(''), words, theme: theme ?? null };
}

export function formatWordsearch(puzzle: WordsearchPuzzle): string {
  const rows: string[] = [];
  for (let r = 0; r < puzzle.height; r++) rows.push(puzzle.letters.slice(r * puzzle.width, (r + 1) * puzzle.width));
  return `${rows.join('/')}:${puzzle.words.join(',')}${puzzle.theme ? `:${puzzle.theme}` : ''}`;
}

/**
 * A player's progress as the platform's grid text: one character per listed word, in list order,
 * `1` found and `0` not yet.
 */
export const initialFound = (puzzle: Pick<WordsearchPuzzle, 'words'>) => '0'.repeat(puzzle.words.length);
export const isAllFound = (found: string) => found.length > 0 && !found.includes('0');
