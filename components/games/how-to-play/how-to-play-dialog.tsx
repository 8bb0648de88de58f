'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { hasSeenHowTo, howToClosed, howToOpened, markHowToSeen } from './first-visit-gate';

/** The pre-paint script's mark on <html>: this page's game never showed its card here (lib/theme/pre-paint-script.ts). */
const FIRST_VISIT_MARK = 'data-how-to-first';

/**
 * The "How to play" button by a game's title and the card it opens: shown by itself on the first
 * visit to the game (remembered in this browser, so once), reopened from the button. A native modal
 * <dialog>: the page behind is inert, Escape closes it, and focus goes back where it was. The card's
 * content (the pictured example and a few lines) is rendered on the server and passed in.
 */
export function HowToPlayDialog({
  game,
  name,
  footnote,
  children,
}: {
  game: string;
  name: string;
  footnote?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const play = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // The card's content is in the page only while it is open (nothing hidden for tests or readers to
  // trip on), and in the server's HTML, so a first visit's card paints with the page (see the effect).
  const [isOpen, setIsOpen] = useState(true);

  const open = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnTo.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setIsOpen(true);
    element.showModal();
    play.current?.focus();
  };
  const close = () => dialog.current?.close();

  // Before this runs, the pre-paint script's mark (data-how-to-first) shows a first visit's card as
  // the stylesheet draws it; here it becomes the modal dialog in the same place, and the mark goes.
  useEffect(() => {
    const root = document.documentElement;
    if (hasSeenHowTo(game)) {
      root.removeAttribute(FIRST_VISIT_MARK);
      setIsOpen(false);
      return;
    }
    markHowToSeen(game);
    howToOpened(game);
    dialog.current?.showModal();
    root.removeAttribute(FIRST_VISIT_MARK);
    play.current?.focus();
  }, [game]);

  return (
    <>
      <button
        type="button"
        className="btn-secondary min-h-11 px-3 sm:min-h-10"
        onClick={open}
        data-testid="how-to-play-button"
        aria-haspopup="dialog"
      >
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="h-4 w-4 flex-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="10" cy="10" r="8" />
          <path d="M7.8 7.6a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.5" />
          <circle cx="10" cy="14.6" r=".4" fill="currentColor" />
        </svg>
        How to play
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        data-testid="how-to-play-dialog"
        data-how-to-game={game}
        className="m-auto w-[min(94vw,28rem)] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === dialog.current) close();
        }}
        onKeyDown={(event) => {
          // Tab wraps around inside the card (a modal dialog alone lets it leave for the browser's own controls).
          if (event.key !== 'Tab' || !dialog.current) return;
          const focusable = Array.from(
            dialog.current.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])'),
          );
          const first = focusable[0];
          const last = focusable.at(-1);
          if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
            event.preventDefault();
            (event.shiftKey ? last : first)?.focus();
          }
        }}
        onClose={() => {
          setIsOpen(false);
          howToClosed(game);
          const target = returnTo.current;
          returnTo.current = null;
          if (target?.isConnected) target.focus();
        }}
      >
        <div className="max-h-[90dvh] space-y-4 overflow-y-auto p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              How to play {name}
            </h2>
            <button type="button" className="btn-secondary -mr-1 -mt-1 h-11 w-11 flex-none px-0" aria-label="Close" onClick={close}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          {isOpen && children}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-700">
            <p className="text-sm text-slate-700 dark:text-slate-300">{footnote}</p>
            <button type="button" className="btn-primary ml-auto min-h-11 px-6" onClick={close} ref={play}>
              Play
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
