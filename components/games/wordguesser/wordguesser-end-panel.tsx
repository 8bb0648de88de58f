'use client';

import { useEffect, useRef, useState } from 'react';
import { DisplayNamePrompt } from '@/components/account/display-name-prompt';
import { rankLines } from '@/components/games/shell/boards';
import { formatClock, resultTimes } from '@/components/games/shell/format';
import type { HiddenResult, PlayView } from '@/components/games/shell/play-api';
import { HeldNotice, LeaderboardTimeLine } from '@/components/games/shell/result-lines';
import type { GameInfo } from '@/components/games/shell/types';
import { shareText } from '@/lib/games/wordguesser/share-text';
import type { WordGuesserView } from '@/lib/games/wordguesser/types';
import { formatCountdown, secondsToNextDaily } from './wordguesser-text';

type Props = {
  info: GameInfo;
  play: PlayView;
  view: WordGuesserView;
  status: 'won' | 'lost';
  /** null when the play was already over when opened. */
  result: HiddenResult | null;
  highContrast: boolean;
  onNext(): void;
};

/** The ticking countdown to the next daily (UTC midnight). */
function NextDaily() {
  const [seconds, setSeconds] = useState(() => secondsToNextDaily(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(secondsToNextDaily(new Date())), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="text-sm">
      Next daily word in{' '}
      <time className="font-mono font-semibold tabular-nums" data-testid="next-daily" aria-label={`${Math.floor(seconds / 3600)} hours ${Math.floor((seconds % 3600) / 60)} minutes`}>
        {formatCountdown(seconds)}
      </time>
    </p>
  );
}

/**
 * The end of a game: the answer, the time (pauses excluded; the leaderboard's clock too when they
 * differ), ranks or a pending review, the emoji grid to share, the next daily. Takes focus.
 */
export function WordGuesserEndPanel({ info, play, view, status, result, highContrast, onNext }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const text = shareText({ label: play.mode === 'daily' ? play.day : 'practice', scores: view.guesses.map((g) => g.score), hardMode: view.hardMode, highContrast });
  const won = status === 'won';
  const times = result && won ? resultTimes(result) : null;
  const held = (won && result?.held) || null;
  const ranks = result && !held ? rankLines(info, result.ranks) : [];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied the result.');
    } catch {
      setCopied('Copying is not allowed here: select the grid above and copy it.');
    }
  };

  return (
    <section
      aria-labelledby="wordguesser-end-title"
      data-testid="completion-panel"
      className={`space-y-2 rounded-lg border-2 p-3 text-slate-900 dark:text-slate-100 ${won ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950' : 'border-slate-400 bg-slate-50 dark:border-slate-500 dark:bg-slate-900'}`}
    >
      <h2 id="wordguesser-end-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {won ? (view.guesses.length === 1 ? 'In one!' : `Solved in ${view.guesses.length}!`) : 'Out of guesses'}
      </h2>
      <p>
        The word was <strong className="font-mono text-lg tracking-widest uppercase" data-testid="wordguesser-answer">{view.answer}</strong>
        {times && (
          <>
            , found in{' '}
            <strong data-testid="completion-time" data-seconds={times.playing}>
              {formatClock(times.playing)}
            </strong>
            {times.differs && <> playing time (pauses excluded)</>}
          </>
        )}
        .
      </p>
      {/* The boards time a word from its first guess: the time before it is not held against anyone. */}
      {times?.differs && <LeaderboardTimeLine seconds={times.board} from="your first guess" />}
      {held ? (
        <HeldNotice held={held} />
      ) : (
        result &&
        won &&
        (ranks.length > 0 ? (
          <ul className="list-disc pl-6" data-testid="completion-ranks">
            {ranks.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">Signed-in players&apos; wins enter the leaderboards (fastest first).</p>
        ))
      )}
      {!held && ranks.length > 0 && <DisplayNamePrompt />}
      <pre className="w-fit rounded-md bg-white px-3 py-2 font-mono text-sm leading-tight dark:bg-slate-950" data-testid="share-text" aria-label="Your result to share">
        {text}
      </pre>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onNext}>
          {play.mode === 'daily' ? 'Play a practice word' : 'Next word'}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          Copy result
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
      <NextDaily />
    </section>
  );
}
