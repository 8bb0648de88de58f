'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DisplayNamePrompt } from '@/components/account/display-name-prompt';
import { rankLines } from './boards';
import { formatClock, helpUsed, resultTimes, shareText } from './format';
import type { GameStatistics, HeldResult, PlayView, ResultStanding } from './play-api';
import { HeldNotice, LeaderboardTimeLine } from './result-lines';
import { ResultsDistribution, type ScoreScale } from './results-distribution';
import { Figure, NextDailyCountdown, ResultMark, ResultsStatistics } from './results-parts';
import { ResultsShare } from './results-share';
import { resultStatus } from './result-status';
import { shareLink } from './share-link';
import type { GameInfo } from './types';
import { levelLabel } from './use-game-play';

/** A finished play's result as the server answered it (grid games' finish, hidden-state games' last move). */
export type ResultAnswer = {
  timeSeconds: number;
  boardSeconds?: number | null;
  ranks: Record<string, number>;
  held?: HeldResult | null;
  standing?: ResultStanding | null;
};

type Props = {
  info: GameInfo;
  play: PlayView;
  /** The answer of a finish just made; null when the play was already over when opened (then the play view carries it). */
  result: ResultAnswer | null;
  /** The player's statistics for this game (the shell's, updated by the result). */
  statistics: GameStatistics | null;
  outcome?: 'won' | 'lost';
  /** The heading, when the game says it its own way ('Solved in 4!'); else 'Solved!' or 'Game over'. */
  heading?: string;
  /** The game's own line under the heading (Word Guesser's answer). */
  detail?: ReactNode;
  /** The share text without its link (an emoji grid); else the summary 'Sudoku daily 2026-11-23, Medium, 6:41'. */
  summary?: string;
  /** A scored game's distribution of wins (Word Guesser's guesses). */
  scale?: ScoreScale;
  /** False for a game without hints (nothing to count). */
  hints?: boolean;
  /** The help used in the game's own words, where it has more than hints ('a hint and a shuffle'); else counted from the play. */
  help?: string;
  /** Where the leaderboard's clock starts when not at the issue, e.g. 'your first click' (Minesweeper). */
  boardClockFrom?: string;
  /** Said under a win that entered no board (a signed-out player's): how one does. */
  rankNote?: string;
  /** What the next daily is called in the countdown: 'puzzle', 'word', 'board'. */
  dailyNoun?: string;
  nextLabel?: string;
  onNext(): void;
};

/**
 * Every game's results screen: the result and time (pauses excluded; the leaderboard's own clock too
 * when a pause made them differ), the level, the help used, ranks or a pending review, the statistics
 * with the streaks and (scored games) the distribution, the text to share with its link, and the
 * countdown to the next daily. Takes focus; a win has a short animation (none under reduced motion).
 */
export function CompletionPanel(props: Props) {
  const { info, play, result, statistics, outcome = 'won', scale, hints = true, boardClockFrom, dailyNoun = 'puzzle', onNext } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // The link needs the page's origin, known in the browser only.
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    heading.current?.focus();
    setOrigin(window.location.origin);
  }, []);

  const won = outcome === 'won';
  // Reopened after the finish (a reload, another device): the result as first answered, kept with the play.
  const answer = result ?? play.result ?? null;
  const times = answer ? resultTimes(answer) : null;
  // The playing time, as the timer showed it: the player's own statistics and the share text use it.
  const seconds = times?.playing ?? play.elapsedSeconds;
  const help = hints ? (props.help ?? helpUsed(play.hints, play.checks)) : '';
  const assisted = help !== '';
  const level = levelLabel(info, play.level);
  const summary =
    props.summary ??
    shareText({ gameName: info.name, mode: play.mode, day: play.day, levelLabel: level, seconds, assisted, help, lost: !won });
  // One status about the leaderboards: help, else a hold, else the ranks, else how a win is ranked.
  const status = resultStatus({
    won,
    help,
    answered: answer !== null,
    held: (won && answer?.held) || null,
    ranks: answer && won ? rankLines(info, answer.ranks) : [],
    rankNote: props.rankNote,
    standing: answer?.standing ?? null,
  });
  const title =
    props.heading ??
    (won ? (result ? 'Solved!' : play.mode === 'daily' ? "You have solved today's puzzle" : 'Already solved') : 'Game over');

  return (
    <section
      aria-labelledby="completion-title"
      data-testid="completion-panel"
      data-outcome={outcome}
      className={`space-y-3 rounded-lg border-2 p-3 text-slate-900 @md:p-4 dark:text-slate-100 ${won ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950' : 'border-slate-400 bg-slate-50 dark:border-slate-500 dark:bg-slate-900'}`}
    >
      <div className="flex items-center gap-3">
        <ResultMark won={won} />
        <div className="min-w-0">
          {/* Focused on arrival for screen readers; not a control, so no focus ring (the global one would draw it). */}
          <h2 id="completion-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none!">
            {title}
          </h2>
          <p className="text-sm" data-testid="results-what">
            {play.mode === 'daily' ? `Daily puzzle of ${play.day}` : 'Practice puzzle'}, {level}
          </p>
        </div>
      </div>
      {props.detail}
      {/* A laptop has the room for two columns: the result on the left, statistics and sharing on the right. */}
      <div className="grid gap-3 @2xl:grid-cols-2 @2xl:items-start">
        <div className="space-y-3">
          <dl className={`grid gap-2 ${hints ? 'grid-cols-3' : 'grid-cols-2'}`} data-testid="results-facts">
            <Figure label={times?.differs ? 'Time (pauses excluded)' : 'Time'} testId="results-time">
              <span data-testid="completion-time" data-seconds={seconds}>
                {formatClock(seconds)}
              </span>
            </Figure>
            <Figure label="Level" testId="results-level">
              {info.levels.find((l) => l.id === play.level)?.short ?? level}
            </Figure>
            {hints && (
              <Figure label="Hints" testId="results-hints">
                {play.hints === 0 ? 'None' : play.hints}
              </Figure>
            )}
          </dl>
          {times?.differs && (
            <>
              <p className="sr-only">The time above is the playing time (pauses excluded).</p>
              <LeaderboardTimeLine seconds={times.board} from={boardClockFrom} />
            </>
          )}
          {status.kind === 'assisted' || status.kind === 'unranked' ? (
            <p className="text-sm" data-testid="completion-status" data-status={status.kind}>
              {status.sentence}
            </p>
          ) : status.kind === 'held' ? (
            <HeldNotice held={status.held} />
          ) : (
            status.kind === 'ranked' && (
              <ul className="list-disc pl-6" data-testid="completion-ranks">
                {status.ranks.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )
          )}
          {/* A first leaderboard entry is when a player is asked to choose the name it shows. */}
          {status.kind === 'ranked' && <DisplayNamePrompt />}
        </div>
        <div className="space-y-3">
          <ResultsStatistics statistics={statistics} daily={info.daily} />
          {scale && <ResultsDistribution scale={scale} distribution={statistics?.distribution} />}
          <ResultsShare
            summary={summary}
            url={
              origin &&
              shareLink(origin, { game: info.id, mode: play.mode, day: play.day, level: play.level, dailyLevels: info.dailyLevels })
            }
            title={info.name}
          >
            <button type="button" className="btn-secondary min-h-11" onClick={onNext}>
              {props.nextLabel ?? (play.mode === 'daily' ? 'Play a practice puzzle' : 'Next puzzle')}
            </button>
          </ResultsShare>
          {play.mode === 'daily' && <NextDailyCountdown what={dailyNoun} />}
        </div>
      </div>
    </section>
  );
}
