import { notFound } from 'next/navigation';
import { findGame, hasOwnRoute } from '@/lib/games/catalogue';
import { renderOgImage } from '@/lib/seo/og-image';
import { OG_IMAGE_CONTENT_TYPE, OG_IMAGE_SIZE } from '@/lib/seo/site';

// The generated image of each platform game.
export const alt = 'A free puzzle game in your browser';
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ game: string }> }) {
  const game = findGame((await params).game);
  if (!game || hasOwnRoute(game.id)) notFound();
  const subtitle = `${game.description.charAt(0).toUpperCase()}${game.description.slice(1)}, free in your browser.`;
  return renderOgImage({ title: game.name, subtitle, art: 'home' });
}
