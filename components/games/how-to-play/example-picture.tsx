import type { ReactNode } from 'react';

/*
 * What the first-visit card's pictured examples share (each game's is components/games/<id>/how-to-example.tsx):
 * one tiny, static position, drawn with HTML and SVG on the server (no client code). Each is one image
 * to assistive technology, with its label saying what it shows; the card's lines say the rest.
 */

export const CELL = 'flex h-9 w-9 items-center justify-center text-lg font-bold';

export function Picture({ label, children, caption }: { label: string; children: ReactNode; caption?: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="how-to-example">
      <div role="img" aria-label={label} className="flex flex-col items-center gap-2">
        {children}
      </div>
      {caption && <figcaption className="text-center text-sm text-slate-700 dark:text-slate-300">{caption}</figcaption>}
    </figure>
  );
}
