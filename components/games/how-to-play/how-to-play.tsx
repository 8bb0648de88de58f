import type { CatalogueEntry } from '@/lib/games/catalogue';
import { HOW_TO } from '@/lib/games/how-to-play';
import { HowToExample } from './examples';
import { HowToPlayDialog } from './how-to-play-dialog';

/**
 * A game's "How to play" button and first-visit card: the pictured example and a few lines, rendered
 * here on the server and handed to the dialog (so the pictures cost no client code).
 */
export function HowToPlay({
  game,
  footnote = 'The full rules are on the page, above your statistics.',
}: {
  game: Pick<CatalogueEntry, 'id' | 'name'>;
  footnote?: string;
}) {
  const lines = HOW_TO[game.id].start;
  return (
    <HowToPlayDialog game={game.id} name={game.name} footnote={footnote}>
      <HowToExample game={game.id} />
      {lines.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200" data-testid="how-to-lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </HowToPlayDialog>
  );
}
