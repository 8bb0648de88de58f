'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** The summary or emoji grid, without the link. */
  summary: string;
  /** The site's link to the same puzzle (shareLink); null until the page's origin is known. */
  url: string | null;
  /** The share sheet's title, e.g. 'Sudoku'. */
  title: string;
  /** More buttons for the same row (Next puzzle). */
  children?: ReactNode;
};

/** What Copy puts on the clipboard and the screen shows: the summary, then the link on its own line. */
export const sharedText = (summary: string, url: string) => `${summary}\n${url}`;

/**
 * The result to share, as text, and how: the system's share sheet (Web Share API) where the browser
 * has one, and Copy always. Where copying is refused, the text is selected for the player to copy.
 */
export function ResultsShare({ summary, url, title, children }: Props) {
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState('');
  const box = useRef<HTMLPreElement>(null);
  const text = url === null ? summary : sharedText(summary, url);
  // Known only in the browser, after hydration (the server render has no navigator).
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied the result.');
    } catch {
      if (box.current) window.getSelection()?.selectAllChildren(box.current);
      setStatus('Copying is not allowed here: the result above is selected, copy it yourself (Ctrl+C, or long-press on a phone).');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, text: summary, ...(url === null ? {} : { url }) });
      setStatus('Shared.');
    } catch (error) {
      // Closing the share sheet is the player's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return setStatus('');
      await copy();
    }
  };

  return (
    <div className="space-y-2">
      {url !== null && (
        // A role-less pre cannot carry a label (axe: aria-prohibited-attr): the words before it say what it is.
        <figure className="space-y-0.5">
          <figcaption className="sr-only">Your result to share</figcaption>
          <pre
            ref={box}
            className="w-fit max-w-full overflow-x-auto rounded-md bg-white px-3 py-2 font-mono text-sm leading-tight whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900 dark:bg-slate-950 dark:text-slate-100"
            data-testid="share-text"
          >
            {text}
          </pre>
        </figure>
      )}
      <div className="flex flex-wrap gap-2">
        {url !== null && canShare && (
          <button type="button" className="btn-primary min-h-11" onClick={() => void share()} data-testid="share-button">
            Share
          </button>
        )}
        {url !== null && (
          <button type="button" className={`${canShare ? 'btn-secondary' : 'btn-primary'} min-h-11`} onClick={() => void copy()}>
            Copy result
          </button>
        )}
        {children}
      </div>
      <p role="status" className="text-sm" data-testid="share-status">
        {status}
      </p>
    </div>
  );
}
