import { renderOgImage } from '@/lib/seo/og-image';
import { OG_IMAGE_CONTENT_TYPE, OG_IMAGE_SIZE } from '@/lib/seo/site';

export const alt = 'Chess Puzzles: strategic chess challenges';
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({ title: 'Chess Puzzles', subtitle: 'Strategic chess challenges: find the checkmate.', art: 'chess' });
}
