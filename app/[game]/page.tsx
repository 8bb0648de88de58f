import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CATALOGUE, findGame } from '@/lib/games/catalogue';
import { gameMetadata } from '@/lib/seo/metadata';

// Only the catalogue's placeholder games live here; 2048 and chess-puzzles have their own routes.
export const dynamicParams = false;

export function generateStaticParams() {
  return CATALOGUE.filter((g) => !g.playable).map((g) => ({ game: g.id }));
}

type Props = { params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const game = findGame((await params).game);
  if (!game) return {};
  return gameMetadata(game.id);
}

export default async function PlaceholderGamePage({ params }: Props) {
  const game = findGame((await params).game);
  if (!game || game.playable) notFound();
  return (
    <article className="card space-y-4 p-8 text-center">
      <div aria-hidden="true" className="text-6xl">
        {game.icon}
      </div>
      <h1 className="text-3xl font-extrabold">{game.name}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{game.description}</p>
      <p>{game.name} will be here soon. In the meantime, try one of the games you can play today.</p>
      <div className="flex justify-center gap-3">
        <Link href="/2048" className="btn-primary">
          Play 2048
        </Link>
        <Link href="/chess-puzzles" className="btn-secondary">
          Chess Puzzles
        </Link>
      </div>
    </article>
  );
}
