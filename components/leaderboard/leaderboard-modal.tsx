'use client';

import { useRef, useState, type ReactNode } from 'react';

/** The Open Leaderboard button and its modal around the list. */
export function LeaderboardModal({ title, children }: { title: string; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The list (up to 100 rows) is rendered only while the dialog is open.
  const [isOpen, setIsOpen] = useState(false);
  const close = () => dialogRef.current?.close();
  return (
    <>
      <button
        type="button"
        className="btn-primary w-full"
        onClick={() => {
          setIsOpen(true);
          dialogRef.current?.showModal();
        }}
      >
        Open Leaderboard
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="leaderboard-dialog-title"
        className="m-auto w-[min(92vw,28rem)] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        onClose={() => setIsOpen(false)}
      >
        <div className="space-y-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="leaderboard-dialog-title" className="text-xl font-bold">
              {title}
            </h2>
            <button type="button" className="btn-secondary h-8 w-8 px-0" aria-label="Close leaderboard" onClick={close}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <div className="h-60 overflow-y-auto pr-1" data-testid="leaderboard-scroll" tabIndex={0} aria-label="Leaderboard list">
            {isOpen && children}
          </div>
        </div>
      </dialog>
    </>
  );
}
