'use client';

import type { ResultAnswer } from '@/components/games/shell/completion-panel';
import { CompletionPanel } from '@/components/games/shell/lazy-completion-panel';
import type { GameStatistics, PlayView } from '@/components/games/shell/play-api';
import type { GameInfo } from '@/components/games/shell/types';
import { shareText } from '@/lib/games/wordguesser/share-text';
import { MAX_GUESSES, type WordGuesserView } from '@/lib/games/wordguesser/types';

type Props = {
  info: GameInfo;
  play: PlayView;
  view: WordGuesserView;
  status: 'won' | 'lost';
  /** null when the play was already over when opened. */
  result: ResultAnswer | null;
  statistics: GameStatistics | null;
  highContrast: boolean;
  onNext(): void;
};

/**
 * Word Guesser's end on the shared results screen: its own heading and the answer, the emoji grid to
 * share, and the guess distribution with this game's bar highlighted. No hints in this game.
 */
export function WordGuesserEndPanel({ info, play, view, status, result, statistics, highContrast, onNext }: Props) {
  const won = status === 'won';
  const guesses = view.guesses.length;
  const summary = shareText({
    label: play.mode === 'daily' ? play.day : 'practice',
    scores: view.guesses.map((g) => g.score),
    hardMode: view.hardMode,
    highContrast,
  });
  return (
    <CompletionPanel
      info={info}
      play={play}
      result={result}
      statistics={statistics}
      outcome={status}
      heading={won ? (guesses === 1 ? 'In one!' : `Solved in ${guesses}!`) : 'Out of guesses'}
      detail={
        <p>
          The word was{' '}
          <strong className="font-mono text-lg tracking-widest uppercase" data-testid="wordguesser-answer">
            {view.answer}
          </strong>
          {view.hardMode && <span className="text-sm"> (hard mode)</span>}.
        </p>
      }
      summary={summary}
      scale={{ max: MAX_GUESSES, title: 'Guess distribution', unit: ['guess', 'guesses'], latest: won ? guesses : null }}
      hints={false}
      // The boards time a word from its first guess: the time before it is not held against anyone.
      boardClockFrom="your first guess"
      rankNote="Signed-in players' wins enter the leaderboards (fewest guesses, then fastest)."
      dailyNoun="word"
      nextLabel={play.mode === 'daily' ? 'Play a practice word' : 'Next word'}
      onNext={onNext}
    />
  );
}
