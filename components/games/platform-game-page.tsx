import type { CatalogueEntry } from '@/lib/games/catalogue';
import { HOW_TO_PLAY, SHELL_HELP, WITHOUT_SHELL_HELP } from '@/lib/games/how-to-play';
import { GameClient } from './game-client';

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * A platform game's page: the heading, the one-line description and how to play are rendered on
 * the server (the same for everybody, so the page is prerendered); the play is the client's.
 */
export function PlatformGamePage({ game }: { game: CatalogueEntry }) {
  const help = [...(HOW_TO_PLAY[game.id] ?? []), ...(WITHOUT_SHELL_HELP.has(game.id) ? [] : SHELL_HELP)];
  return (
    <article className="card space-y-2 p-2 sm:space-y-3 sm:p-5">
      <header className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-xl font-extrabold sm:text-3xl">{game.name}</h1>
        <p className="text-sm text-slate-700 sm:text-base dark:text-slate-300">{sentence(game.description)}</p>
      </header>
      <GameClient info={{ id: game.id, name: game.name, levels: game.levels, daily: game.daily }} />
      <section aria-labelledby="how-to-play-title" className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        <h2 id="how-to-play-title" className="text-lg font-bold">
          How to play
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-sm text-slate-800 dark:text-slate-200">
          {help.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
