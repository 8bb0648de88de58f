'use client';

import { useEffect, useState } from 'react';
import { leaderboardChanged } from '@/components/leaderboard/leaderboard-refresh';
import { DisplayNameForm } from './display-name-form';

type Known = { name: string; chosen: boolean } | null;

/**
 * Asked at a player's first leaderboard entry: until they choose, they appear under a generated
 * neutral name (shown here). Renders nothing for a player who already chose, or is signed out.
 */
export function DisplayNamePrompt() {
  const [known, setKnown] = useState<Known>(null);

  useEffect(() => {
    let current = true;
    fetch('/api/account/display-name', { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ name: string; chosen: boolean }>) : null))
      .then((data) => current && data && setKnown(data))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (!known || known.chosen) return null;
  return (
    <section
      className="space-y-2 rounded-lg border border-indigo-300 p-3 dark:border-indigo-700"
      aria-labelledby="display-name-prompt-title"
      data-testid="display-name-prompt"
    >
      <h3 id="display-name-prompt-title" className="font-bold">
        Choose your leaderboard name
      </h3>
      <p className="text-sm">
        You are on the leaderboard as <strong>{known.name}</strong>. Keep it, or pick a name of your own.
      </p>
      <DisplayNameForm current={known.name} submitLabel="Use this name" onSaved={() => leaderboardChanged()} />
    </section>
  );
}
