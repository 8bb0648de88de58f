import type { CompletionWording } from '@/components/games/shell/hidden-state-frame';
import { seatName, type DominoesReply } from './dominoes-client';

/** The results panel's words at the match's end: who won it and the final score. */
export function dominoesCompletion(view: DominoesReply | null, status: 'won' | 'lost' | undefined): CompletionWording {
  const winner = view?.phase === 'match-over' ? view.scores.indexOf(Math.max(...view.scores)) : null;
  return {
    heading:
      status === 'won' ? 'You won the match!' : winner !== null && winner > 0 ? `${seatName(winner)} won the match.` : 'The match is lost.',
    detail: view && (
      <p className="text-sm">
        Final score: {view.scores.map((score, seat) => `${seatName(seat)} ${score}`).join(', ')}.
        {status === 'lost' && ' The loss counts as played in your statistics.'}
      </p>
    ),
    boardClockFrom: 'your first move',
    dailyNoun: 'deal',
    next: 'match',
  };
}
