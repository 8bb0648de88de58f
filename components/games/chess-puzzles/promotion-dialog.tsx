'use client';

import { useEffect, useRef } from 'react';
import { PROMOTIONS, type Promotion } from './chess-helpers';

const NAME: Record<Promotion, string> = { q: 'Queen', n: 'Knight', r: 'Rook', b: 'Bishop' };
const GLYPH: Record<'w' | 'b', Record<Promotion, string>> = {
  w: { q: '♕', n: '♘', r: '♖', b: '♗' },
  b: { q: '♛', n: '♞', r: '♜', b: '♝' },
};

/** A modal <dialog>: focus starts on Queen, Escape cancels (the piece goes back). */
export function PromotionDialog({ side, onChoose }: { side: 'w' | 'b'; onChoose(piece: Promotion | null): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    first.current?.focus();
    return () => {
      if (el.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="promotion-title"
      className="m-auto rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      onCancel={(event) => {
        event.preventDefault();
        onChoose(null);
      }}
    >
      <h2 id="promotion-title" className="mb-4 text-center text-lg font-bold">
        Promote your pawn to
      </h2>
      <div className="grid grid-cols-4 gap-2">
        {PROMOTIONS.map((piece, i) => (
          <button
            key={piece}
            ref={i === 0 ? first : undefined}
            type="button"
            className="btn-secondary flex-col px-3 py-3"
            onClick={() => onChoose(piece)}
          >
            <span aria-hidden="true" className="text-4xl leading-none">
              {GLYPH[side][piece]}
            </span>
            <span>{NAME[piece]}</span>
          </button>
        ))}
      </div>
      <div className="mt-4 flex justify-center">
        <button type="button" className="text-sm text-slate-600 underline dark:text-slate-300" onClick={() => onChoose(null)}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
