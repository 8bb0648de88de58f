import { GameIcon } from '@/components/icons/game-icon';
import type { CatalogueEntry } from '@/lib/games/catalogue';
import { isHiddenStateEngine } from '@/lib/games/hidden-state-engine';
import { HOW_TO, SHELL_HELP } from '@/lib/games/how-to-play';
import { dailyLevelsIn } from '@/lib/games/platform/daily-levels';
import { PLATFORM_ENGINES } from '@/lib/games/platform-engines';
import { GameClient } from './game-client';
import { HowToPlay } from './how-to-play/how-to-play';
import { HowToSection } from './how-to-play/how-to-section';
import { HowToSlotProvider } from './how-to-play/how-to-slot';

/**
 * A platform game's page: the heading, the tagline and how to play are rendered on the server (the
 * same for everybody, so the page is prerendered); the play is the client's. The full how-to goes
 * into the game's tree through a slot, so it sits above the statistics the game's view draws last.
 */
export function PlatformGamePage({ game }: { game: CatalogueEntry }) {
  const dailyLevels = dailyLevelsIn(PLATFORM_ENGINES)(game.id) ?? [];
  const engine = PLATFORM_ENGINES[game.id];
  // A hidden-state game has no shell (its own lines say it all); a grid game adds the shell's lines.
  const help = [...(HOW_TO[game.id].play ?? []), ...(engine && !isHiddenStateEngine(engine) ? SHELL_HELP : [])];
  return (
    <article className="card space-y-2 p-2 sm:space-y-3 sm:p-5">
      {/* On a phone the board needs the height: the heading row stays one line (the button reaches into
          the card's padding) and the tagline is left to screen readers and the first-visit card. */}
      <header className="sm:space-y-1">
        <div className="flex items-center gap-2 sm:gap-3">
          <GameIcon game={game.id} className="h-7 w-7 text-slate-800 sm:h-9 sm:w-9 dark:text-slate-100" />
          <h1 className="text-xl font-extrabold sm:text-3xl">{game.name}</h1>
          <div className="-my-2 ml-auto sm:my-0">
            <HowToPlay game={game} />
          </div>
        </div>
        <p className="sr-only text-slate-700 sm:not-sr-only sm:block sm:text-base dark:text-slate-300" data-testid="game-tagline">
          {game.tagline}
        </p>
      </header>
      <HowToSlotProvider content={<HowToSection lines={help} />}>
        <GameClient
          info={{
            id: game.id,
            name: game.name,
            levels: game.levels,
            daily: game.daily,
            ...(dailyLevels.length > 1 && { dailyLevels }),
            ...(game.startLine && { startLine: game.startLine }),
          }}
        />
      </HowToSlotProvider>
    </article>
  );
}
