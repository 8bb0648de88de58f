import { renderOgImage } from '@/lib/seo/og-image';
import { DEFAULT_TITLE, OG_IMAGE_CONTENT_TYPE, OG_IMAGE_SIZE } from '@/lib/seo/site';

export const alt = DEFAULT_TITLE;
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({ title: 'Free puzzle games', subtitle: '2048, chess checkmate puzzles and more.', art: 'home' });
}
