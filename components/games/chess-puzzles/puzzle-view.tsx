'use client';

import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { RefusalPanel } from '@/components/ui/refusal-panel';
import { describeRefusal } from '@/components/ui/refusal';
import { atDailyLimit, canMove } from './attempt-state';
import { colorOf, legalDests, sideName } from './chess-helpers';
import { canGoNext, canGoPrevious } from './level-list';
import { MoveInput } from './move-input';
import { PromotionDialog } from './promotion-dialog';
import type { Difficulty, Quota } from './puzzle-api';
import { QuotaWarning } from './difficulty-view';
import { QuotaBar } from './quota-bar';
import { ResultPanel } from './result-panel';
import { useSound } from './sounds';
import { mateText, usePuzzleAttempt, type AttemptCallbacks } from './use-puzzle-attempt';
import { BulbIcon, SpeakerIcon } from '@/components/icons/ui-icons';

function BoardPlaceholder() {
  return (
    <div className="mx-auto aspect-square w-full max-w-[560px] animate-pulse rounded bg-amber-100 dark:bg-slate-800" aria-hidden="true" />
  );
}

// chessground only ever runs in the browser, and only on this page.
const ChessBoard = dynamic(() => import('./chess-board'), { ssr: false, loading: BoardPlaceholder });

type PuzzleViewProps = Omit<AttemptCallbacks, 'play'> & {
  difficulty: Difficulty;
  label: string;
  idx: number;
  progress: number;
  quota: Quota | null;
  /** Whether the player has an account (at the limit, a visitor is offered one). */
  signedIn: boolean;
  onNavigate(idx: number): void;
  onLevelSelection(): void;
};

export function PuzzleView({
  difficulty,
  label,
  idx,
  progress,
  quota,
  signedIn,
  onNavigate,
  onLevelSelection,
  onQuota,
  onProgress,
  onLoadFailed,
}: PuzzleViewProps) {
  const { muted, toggleMuted, play } = useSound();
  const attempt = usePuzzleAttempt(difficulty, idx, { onQuota, onProgress, onLoadFailed, play });
  const { state } = attempt;
  const { puzzle, board } = state;
  const movable = canMove(state);
  const solver = puzzle?.playerToMove ?? 'w';
  const boardFen = board?.fen ?? '';
  const dests = useMemo(() => (movable && boardFen ? legalDests(boardFen) : new Map<string, string[]>()), [movable, boardFen]);
  const ended = state.status === 'solved' || state.status === 'failed';
  // Not opened: the day's limit (the spec's warning and the ways forward), or a refusal with Retry.
  const failed = state.phase === 'error';
  const limited = atDailyLimit(state, quota);
  const hasNext = canGoNext(idx, progress);
  const resultProps = {
    status: state.status as 'solved' | 'failed',
    hasNext,
    busy: state.busy,
    replaying: state.replaying,
    solutionShown: state.solutionShown,
    onNext: () => onNavigate(idx + 1),
    onTryAgain: () => void attempt.reload(),
    onShowSolution: () => void attempt.showSolution(),
  };

  const statusText =
    state.phase === 'loading'
      ? 'Loading puzzle...'
      : failed
        ? limited
          ? 'Daily limit reached'
          : describeRefusal(state.failure?.status ?? null, state.error ?? '').title
        : state.status === 'solved'
          ? 'Solved'
          : state.status === 'failed'
            ? 'Failed'
            : state.replaying
              ? 'Showing the solution...'
              : state.busy
                ? 'Checking your move...'
                : 'Your move';

  return (
    // Phones: one column, the board between the puzzle's controls and the navigation. From 1024 px
    // the board has its own column beside the controls (as on lichess), so board and controls fit
    // a laptop screen; the board is capped by the screen's height too.
    <section
      aria-labelledby="puzzle-title"
      className="mx-auto w-full max-w-[560px] space-y-3 lg:grid lg:max-w-none lg:grid-cols-[minmax(0,560px)_minmax(18rem,1fr)] lg:grid-rows-[repeat(6,auto)_1fr] lg:gap-x-4 lg:gap-y-3 lg:space-y-0"
    >
      {/* The heading, then the goal and the opening at 14 px: on a phone beside the mute button (which
          spans both rows, so the panel is no taller than heading and goal), in the laptop column under
          it at the whole width. The goal keeps to one line at both (e2e/status-line.spec.ts). */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 lg:col-start-2 lg:row-start-1">
        <h2 id="puzzle-title" className="col-start-1 row-start-1 min-w-0 text-2xl font-bold">
          {/* Wraps, if it must, between the level and the number, never inside either. */}
          <span className="whitespace-nowrap">{`${label} ·`}</span> <span className="whitespace-nowrap">{`Puzzle ${idx}`}</span>
        </h2>
        <button
          type="button"
          className="btn-secondary col-start-2 row-span-2 row-start-1 shrink-0 lg:row-span-1"
          aria-label="Mute sounds"
          aria-pressed={muted}
          onClick={toggleMuted}
          title={muted ? 'Sounds off' : 'Sounds on'}
        >
          <SpeakerIcon muted={muted} />
        </button>
        {puzzle && (
          <p className="col-start-1 text-sm text-slate-700 lg:col-span-2 dark:text-slate-300" data-testid="puzzle-goal">
            <span className="font-semibold whitespace-nowrap">{mateText(puzzle.maxUserMoves)}</span>
            <span aria-hidden="true">{'\u00a0· '}</span>
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              <span
                aria-hidden="true"
                className={`inline-block h-3 w-3 rounded-full border border-slate-500 ${solver === 'w' ? 'bg-white' : 'bg-slate-900'}`}
              />
              {`${sideName(solver)} to move`}
            </span>
          </p>
        )}
        {attempt.opening && (
          <p className="col-start-1 text-sm text-slate-600 lg:col-span-2 dark:text-slate-400">{`Opening: ${attempt.opening}`}</p>
        )}
      </div>

      <div className="flex flex-wrap gap-2 lg:col-start-2 lg:row-start-2">
        <button type="button" className="btn-secondary" onClick={() => void attempt.reload()} disabled={state.phase !== 'ready'}>
          <span aria-hidden="true">↺</span> Reset
        </button>
        <button type="button" className="btn-secondary" onClick={() => void attempt.hint()} disabled={!movable}>
          <BulbIcon /> Hint
        </button>
        <button type="button" className="btn-secondary" onClick={onLevelSelection}>
          <span aria-hidden="true">☰</span> Level Selection
        </button>
      </div>

      <p
        data-testid="puzzle-status"
        data-status={state.status}
        className="text-sm font-semibold text-slate-700 lg:col-start-2 lg:row-start-3 dark:text-slate-200"
      >
        {statusText}
      </p>

      <div className="relative mx-auto w-full max-w-[min(560px,max(18rem,calc(100svh-33rem)))] lg:col-start-1 lg:row-span-7 lg:row-start-1 lg:mx-0 lg:max-w-[min(560px,max(20rem,calc(100svh-15rem)))]">
        {board ? (
          <ChessBoard
            position={board}
            orientation={colorOf(solver)}
            movableColor={movable ? colorOf(solver) : null}
            dests={dests}
            hintSquare={state.hint}
            onMove={attempt.boardMove}
            label={`Chess board, ${sideName(solver)} at the bottom. Drag a piece, or use the move field below.`}
          />
        ) : failed && limited && quota ? (
          <QuotaWarning quota={quota} signedIn={signedIn} />
        ) : failed ? (
          <RefusalPanel
            status={state.failure?.status ?? null}
            message={state.error ?? ''}
            onRetry={() => void attempt.reload()}
            testId="puzzle-refusal"
          />
        ) : (
          <BoardPlaceholder />
        )}
        {ended && !state.overlayHidden && <ResultPanel {...resultProps} overlay />}
      </div>
      {ended && state.overlayHidden && (
        <div className="lg:col-start-2 lg:row-start-4">
          <ResultPanel {...resultProps} overlay={false} />
        </div>
      )}

      <div className="flex items-center gap-3 lg:col-start-2 lg:row-start-5">
        <button
          type="button"
          className="btn-secondary text-lg"
          aria-label="Previous puzzle"
          disabled={!canGoPrevious(idx)}
          onClick={() => onNavigate(idx - 1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <QuotaBar quota={quota} />
        <button
          type="button"
          className="btn-secondary text-lg"
          aria-label="Next puzzle"
          disabled={!hasNext}
          onClick={() => onNavigate(idx + 1)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>

      <div className="lg:col-start-2 lg:row-start-6">
        <MoveInput enabled={state.status === 'in_progress' && !state.replaying} onSubmit={attempt.typedMove} />
      </div>

      <p
        data-testid="puzzle-error"
        role="alert"
        className="min-h-5 text-sm font-medium text-rose-700 lg:col-start-2 lg:row-start-7 dark:text-rose-300"
      >
        {/* A refusal panel says its own message; the limit's line is the spec's error text. */}
        {failed && !limited ? '' : (state.error ?? '')}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="puzzle-announcer">
        {state.announcement}
      </p>

      {state.promotion && <PromotionDialog side={solver} onChoose={attempt.choosePromotion} />}
    </section>
  );
}
