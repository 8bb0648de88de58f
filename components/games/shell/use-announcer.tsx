'use client';

import { useCallback, useState } from 'react';

/**
 * Every game page's one polite live region: what `announce` says is read to screen-reader users.
 * A changing key makes the same sentence announced twice still be read twice.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage((before) => (before === text ? `${text}\u00a0` : text)), []);
  return { message, announce };
}

export function Announcer({ message }: { message: string }) {
  return (
    <p aria-live="polite" className="sr-only" data-testid="game-announcer">
      {message}
    </p>
  );
}
