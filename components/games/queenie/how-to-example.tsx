import { REGION_FILLS } from './queenie-palette';
import { CELL, Picture } from '@/components/games/how-to-play/example-picture';

/** A 4x4 Queenie solved: every row, column and colour has one queen, and none touch. */
export function Example() {
  const regions = ['aabb', 'acbb', 'ccdb', 'cddd'];
  const queens = new Set(['0,1', '1,3', '2,0', '3,2']);
  const edge = (r: number, c: number, dr: number, dc: number) =>
    regions[r + dr]?.[c + dc] !== undefined && regions[r + dr]?.[c + dc] !== regions[r]?.[c];
  return (
    <Picture label="A 4 by 4 Queenie board with four colour regions, solved: one queen in each row, column and region, no two touching">
      <div className="grid grid-cols-4 border-2 border-slate-800" style={{ width: '9rem' }}>
        {regions.flatMap((line, r) =>
          [...line].map((region, c) => (
            <span
              key={`${r}-${c}`}
              className={`${CELL} text-slate-900 ${edge(r, c, 0, 1) ? 'border-r-2 border-r-slate-800' : 'border-r border-r-slate-400/60'} ${edge(r, c, 1, 0) ? 'border-b-2 border-b-slate-800' : 'border-b border-b-slate-400/60'}`}
              style={{ backgroundColor: REGION_FILLS[region.charCodeAt(0) - 97] }}
            >
              {queens.has(`${r},${c}`) && (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3/5 w-3/5 fill-slate-900">
                  <path d="M3 8l4.5 4L12 4l4.5 8L21 8l-2 11H5L3 8zm2 12.5h14V22H5v-1.5z" />
                </svg>
              )}
            </span>
          )),
        )}
      </div>
    </Picture>
  );
}
