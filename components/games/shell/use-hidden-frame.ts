'use client';

import { useCallback, useEffect, useState } from 'react';
import { usePlayNotice } from './play-notice';
import type { GameInfo } from './types';
import { useAnnouncer } from './use-announcer';
import { useHiddenPlay } from './use-hidden-play';
import { useServerHint } from './use-server-hint';

const NO_HINT = { message: 'Nothing to suggest right now.', spoken: 'No hint.' };

/**
 * Everything a hidden-state game's page shares, before it draws: the play (useHiddenPlay), the one
 * live region, the notice bubble, the server's hint and the refusal line. The page reads what it
 * needs from it and hands it to <HiddenStateFrame>, which draws the rest.
 */
export function useHiddenFrame<View>(
  info: GameInfo,
  parseView: (value: unknown) => View | null,
  options: { noHint?: { message: string; spoken: string } } = {},
) {
  const { message, announce } = useAnnouncer();
  const play = useHiddenPlay(info, parseView, announce);
  const { notice, notify } = usePlayNotice(announce);
  const playId = play.play?.playId;
  const hints = useServerHint({ game: info.id, playId, whileRunning: play.whileRunning, announce, none: options.noHint ?? NO_HINT });
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [playId]);

  /** A move the server refused: said in the refusal line (an alert) and aloud; the board stays as it was. */
  const refuse = useCallback(
    (text: string | null) => {
      setRefusal(text);
      if (text) announce(text);
    },
    [announce],
  );

  // A new game keeps the level of the play shown (the daily's, after a daily).
  const { open, level } = play;
  const shownLevel = play.play?.level ?? level;
  const newGame = useCallback(() => void open('practice', shownLevel, true), [open, shownLevel]);

  return { ...play, message, announce, notice, notify, hints, refusal, refuse, newGame };
}

export type HiddenFrame = ReturnType<typeof useHiddenFrame<unknown>>;

/** The frame's one rule for the board hidden by Pause: the play is on, paused, and its clock had started. */
export const boardHidden = (frame: Pick<HiddenFrame, 'paused' | 'phase'>, started: boolean) =>
  frame.paused && frame.phase.kind === 'playing' && started;
