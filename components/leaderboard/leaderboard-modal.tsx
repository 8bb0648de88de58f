'use client';

import type { ReactNode } from 'react';
import { ModalDialog, useModalDialog } from '@/components/ui/modal-dialog';

/** The Open Leaderboard button and its modal around the list. */
export function LeaderboardModal({ title, children }: { title: string; children: ReactNode }) {
  const dialog = useModalDialog();
  return (
    <>
      <button type="button" className="btn-primary w-full" onClick={dialog.open}>
        Open Leaderboard
      </button>
      <ModalDialog
        dialog={dialog}
        titleId="leaderboard-dialog-title"
        title={title}
        closeLabel="Close leaderboard"
        width="w-[min(92vw,28rem)]"
      >
        <div className="h-60 overflow-y-auto pr-1" data-testid="leaderboard-scroll" tabIndex={0} aria-label="Leaderboard list">
          {children}
        </div>
      </ModalDialog>
    </>
  );
}
