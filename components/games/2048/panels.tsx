import { useId } from 'react';
import { formatClock } from '@/lib/games/toolbox/duration';
import styles from './game-2048.module.css';
import type { Submission } from './game-state';

export function GameOverPanel({ score, onTryAgain }: { score: number; onTryAgain(): void }) {
  const titleId = useId();
  return (
    <div className={styles.overlay} data-testid="game-over" role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.overlayTitle}>
        Game Over
      </p>
      <p className={styles.overlayText}>
        Final score: <span data-testid="final-score">{score}</span>
      </p>
      <div className={styles.overlayActions}>
        <button type="button" className={styles.button} onClick={onTryAgain}>
          Try Again
        </button>
      </div>
    </div>
  );
}

function submissionText(submission: Submission): string | null {
  switch (submission.status) {
    case 'idle':
      return null;
    case 'pending':
      return 'Sending your time to the leaderboard…';
    case 'accepted':
      return `Your time ${formatClock(submission.timeSeconds)} is on the leaderboard.`;
    case 'refused':
      return submission.message;
  }
}

interface YouWinPanelProps {
  submission: Submission;
  onKeepPlaying(): void;
  onNewGame(): void;
}

export function YouWinPanel({ submission, onKeepPlaying, onNewGame }: YouWinPanelProps) {
  const titleId = useId();
  return (
    <div className={`${styles.overlay} ${styles.win}`} data-testid="you-win" role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.overlayTitle}>
        You Win!
      </p>
      {/* Always rendered, so the live region exists before the server's answer arrives. */}
      <p className={styles.overlayText} data-testid="leaderboard-result" aria-live="polite">
        {submissionText(submission)}
      </p>
      <div className={styles.overlayActions}>
        <button type="button" className={styles.button} onClick={onKeepPlaying}>
          Keep Playing
        </button>
        <button type="button" className={styles.button} onClick={onNewGame}>
          New Game
        </button>
      </div>
    </div>
  );
}
