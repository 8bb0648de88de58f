import { useId } from 'react';
import type { WordsearchPuzzle } from '@/lib/games/wordsearch/format';
import type { WordColour } from './wordsearch-palette';

type Props = {
  puzzle: WordsearchPuzzle;
  found: string;
  count: number;
  colourOf(word: number): WordColour;
};

/**
 * The words to find, under the theme's title: beside the grid on a laptop (one column), under it on
 * a phone (as many to a line as fit). A found word is struck through, marked with its colour's
 * swatch and said "found" to screen readers.
 */
export function WordList({ puzzle, found, count, colourOf }: Props) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} data-testid="word-list">
      <div className="flex items-baseline justify-between gap-2 @2xl:block">
        <h2 id={heading} className="text-base leading-tight font-bold @2xl:text-lg">
          {puzzle.theme ?? 'Words'}
        </h2>
        <p className="text-sm text-slate-700 tabular-nums dark:text-slate-300" data-testid="found-count">
          {count} of {puzzle.words.length} found
        </p>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm leading-snug @2xl:mt-2 @2xl:flex-col @2xl:text-base">
        {puzzle.words.map((word, i) => {
          const done = found[i] === '1';
          const colour = colourOf(i);
          return (
            <li key={word} className="flex items-center gap-1.5" data-word={word} data-found={done ? '' : undefined}>
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-2.5 shrink-0 rounded-full border-2"
                style={done ? { backgroundColor: colour.fill, borderColor: colour.edge } : { borderColor: 'currentColor', opacity: 0.35 }}
              />
              <span className={done ? 'text-slate-600 line-through decoration-2 dark:text-slate-400' : 'font-semibold'}>{word}</span>
              {done && <span className="sr-only">, found</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
