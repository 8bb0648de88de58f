import { ACCENT } from '@/components/icons/icon-accents';

/** Word Guesser's icon (drawn in components/icons/game-icon.tsx's frame): a guess's tiles: right place, elsewhere, absent. */
export function Icon() {
  return (
    <>
      <rect x="1.5" y="7" width="6" height="10" rx="1.2" className={ACCENT.emerald} stroke="none" />
      <rect x="9" y="7" width="6" height="10" rx="1.2" className={ACCENT.amber} stroke="none" />
      <rect x="16.75" y="7.75" width="5.5" height="8.5" rx="1" />
    </>
  );
}
