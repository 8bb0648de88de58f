import { CELL, Picture } from '@/components/games/how-to-play/example-picture';

/** Word Guesser's example for the first-visit card (components/games/how-to-play/examples.tsx). */
export function Example() {
  const tiles: [string, string][] = [
    ['C', 'bg-green-700 text-white'],
    ['R', 'bg-slate-600 text-white'],
    ['A', 'bg-yellow-400 text-slate-950'],
    ['N', 'bg-slate-600 text-white'],
    ['E', 'bg-slate-600 text-white'],
  ];
  return (
    <Picture
      label="The guess CRANE: C green, A yellow, R, N and E grey"
      caption="C is in the right place; A is in the word, elsewhere; R, N and E are not in it."
    >
      <div className="flex gap-1">
        {tiles.map(([letter, colour]) => (
          <span key={letter} className={`${CELL} h-11 w-11 rounded text-xl ${colour}`}>
            {letter}
          </span>
        ))}
      </div>
    </Picture>
  );
}
