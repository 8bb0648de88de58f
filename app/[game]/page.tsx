import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlatformGamePage } from '@/components/games/platform-game-page';
import { CATALOGUE, findGame, hasOwnRoute } from '@/lib/games/catalogue';
import { gameMetadata } from '@/lib/seo/metadata';

// Every catalogue game but those with their own route (2048, chess-puzzles): a platform game through
// the shell. Prerendered: per-visitor data is the client's.
export const dynamicParams = false;

export function generateStaticParams() {
  return CATALOGUE.filter((g) => !hasOwnRoute(g.id)).map((g) => ({ game: g.id }));
}

type Props = { params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const game = findGame((await params).game);
  if (!game) return {};
  return gameMetadata(game.id);
}

export default async function GamePage({ params }: Props) {
  const game = findGame((await params).game);
  if (!game || hasOwnRoute(game.id)) notFound();
  return <PlatformGamePage game={game} />;
}
