'use client';

import { useRef, useState, type ReactNode } from 'react';

/** A modal <dialog>'s handle: open and close it, and whether it is open. */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    ref,
    isOpen,
    setClosed: () => setIsOpen(false),
    open() {
      setIsOpen(true);
      ref.current?.showModal();
    },
    close: () => ref.current?.close(),
  };
}

type Props = {
  dialog: ReturnType<typeof useModalDialog>;
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  /** The width class, e.g. w-[min(92vw,26rem)]. */
  width: string;
  children: ReactNode;
};

/**
 * The site's modal: a titled <dialog> with a close button, closed by Escape or a click on the
 * backdrop. Its content is rendered only while it is open: less to render and hydrate on every page.
 */
export function ModalDialog({ dialog, titleId, title, closeLabel, width, children }: Props) {
  const { ref, isOpen, setClosed, close } = dialog;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto ${width} rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
      onClose={setClosed}
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button type="button" className="btn-secondary h-8 w-8 px-0" aria-label={closeLabel} onClick={close}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {isOpen && children}
      </div>
    </dialog>
  );
}
