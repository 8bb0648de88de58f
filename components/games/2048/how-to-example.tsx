import { CELL, Picture } from '@/components/games/how-to-play/example-picture';

/** 2048's example for the first-visit card (components/games/how-to-play/examples.tsx). */
export function Example() {
  const tile = (v: number | null) => (
    <span
      className={`${CELL} h-10 w-10 rounded ${v === null ? 'bg-slate-200 dark:bg-slate-700' : v === 2 ? 'bg-amber-100 text-slate-900' : 'bg-amber-300 text-slate-900'}`}
    >
      {v ?? ''}
    </span>
  );
  return (
    <Picture
      label="A row 2 2 empty empty slid right becomes empty empty empty 4"
      caption="Slide right: the two 2s meet and merge into a 4."
    >
      <div className="flex items-center gap-2">
        <div className="flex gap-1">
          {[2, 2, null, null].map((v, i) => (
            <span key={i}>{tile(v)}</span>
          ))}
        </div>
        <span aria-hidden="true" className="text-xl font-bold">
          →
        </span>
        <div className="flex gap-1">
          {[null, null, null, 4].map((v, i) => (
            <span key={i}>{tile(v)}</span>
          ))}
        </div>
      </div>
    </Picture>
  );
}
