import { renderOgImage } from '@/lib/seo/og-image';
import { OG_IMAGE_CONTENT_TYPE, OG_IMAGE_SIZE } from '@/lib/seo/site';

export const alt = '2048: combine tiles with the same number to reach 2048';
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({ title: '2048', subtitle: 'Combine tiles with the same number to reach 2048.', art: '2048' });
}
