'use client';

import { useEffect, useRef, useState } from 'react';
import { DisplayNamePrompt } from '@/components/account/display-name-prompt';
import { rankLines } from './boards';
import { formatClock, helpUsed, resultTimes, shareText } from './format';
import type { FinishedPlay, PlayView } from './play-api';
import { HeldNotice, LeaderboardTimeLine } from './result-lines';
import type { GameInfo } from './types';
import { levelLabel } from './use-game-play';

type Props = {
  info: GameInfo;
  play: PlayView;
  /** null when the play was already over when opened (e.g. today's daily, solved on another device). */
  result: FinishedPlay | null;
  /** Where the leaderboard's clock starts when not at the issue, e.g. 'your first click' (Minesweeper). */
  boardClockFrom?: string;
  onNext(): void;
};

/**
 * The result, the time (pauses excluded; the leaderboard's own clock too when a pause made them
 * differ), ranks or a pending review, a share text to copy and the next puzzle. Takes focus.
 */
export function CompletionPanel({ info, play, result, boardClockFrom, onNext }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string>('');
  useEffect(() => heading.current?.focus(), []);

  const times = result ? resultTimes(result) : null;
  // The playing time, as the timer showed it: the player's own statistics and the share text use it.
  const seconds = times?.playing ?? play.elapsedSeconds;
  const held = result?.held ?? null;
  const help = helpUsed(play.hints, play.checks);
  const assisted = help !== '';
  const level = levelLabel(info, play.level);
  const text = shareText({ gameName: info.name, mode: play.mode, day: play.day, levelLabel: level, seconds, assisted, help });
  const ranks = result && !held ? rankLines(info, result.ranks) : [];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied the share text.');
    } catch {
      setCopied('Copying is not allowed here: select the text above and copy it.');
    }
  };

  return (
    <section
      aria-labelledby="completion-title"
      data-testid="completion-panel"
      className="space-y-3 rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4 text-slate-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-slate-100"
    >
      <h2 id="completion-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {result ? 'Solved!' : play.mode === 'daily' ? "You have solved today's puzzle" : 'Already solved'}
      </h2>
      <p>
        {play.mode === 'daily' ? `Daily puzzle of ${play.day}` : 'Practice puzzle'}, {level}:{' '}
        <strong data-testid="completion-time" data-seconds={seconds}>
          {formatClock(seconds)}
        </strong>
        {times?.differs && <> playing time (pauses excluded)</>}
        {assisted && <> with {help} (assisted: not entered on the leaderboards)</>}.
      </p>
      {times?.differs && <LeaderboardTimeLine seconds={times.board} from={boardClockFrom} />}
      {held ? (
        <HeldNotice held={held} />
      ) : (
        result &&
        (ranks.length > 0 ? (
          <ul className="list-disc pl-6" data-testid="completion-ranks">
            {ranks.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          !assisted && <p className="text-sm">Signed-in players&apos; clean times enter the leaderboards.</p>
        ))
      )}
      {/* A first leaderboard entry is when a player is asked to choose the name it shows. */}
      {!held && ranks.length > 0 && <DisplayNamePrompt />}
      <p className="rounded-md bg-white px-3 py-2 font-mono text-sm dark:bg-slate-900" data-testid="share-text">
        {text}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onNext}>
          {play.mode === 'daily' ? 'Play a practice puzzle' : 'Next puzzle'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          Copy share text
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
    </section>
  );
}
