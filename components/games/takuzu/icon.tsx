/** Takuzu's icon (drawn in components/icons/game-icon.tsx's frame): two filled discs and two open ones: the 0s and 1s. */
export function Icon() {
  return (
    <>
      <circle cx="7" cy="7" r="4" fill="currentColor" stroke="none" />
      <circle cx="17" cy="7" r="3.2" />
      <circle cx="7" cy="17" r="3.2" />
      <circle cx="17" cy="17" r="4" fill="currentColor" stroke="none" />
    </>
  );
}
