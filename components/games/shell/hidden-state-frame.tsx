'use client';

import type { ComponentType, CSSProperties, KeyboardEvent, ReactNode, Ref } from 'react';
import { HowToSlot } from '../how-to-play/how-to-slot';
import { BoardAndResults, GameArea } from './game-area';
import { useWinFlourish } from './use-win-flourish';
import { HintLabel, HintMessage, MessageSlot } from './hint-message';
import { CompletionPanel } from './lazy-completion-panel';
import { StatisticsPanel } from './lazy-statistics-panel';
import { LoadFailed } from './load-failed';
import { ModePicker } from './mode-picker';
import { ClockNotice, PausedPanel } from './paused-panel';
import type { GameStatistics, PlayView } from './play-api';
import { PlayNotice } from './play-notice';
import { statusLine, utcToday } from './status-line';
import { GameTimer, useElapsed } from './play-toolbar';
import type { GameInfo } from './types';
import { Announcer } from './use-announcer';
import { boardHidden, type HiddenFrame } from './use-hidden-frame';
import { undoKey } from './undo-keys';

/** The frame's own controls, for the page to place in its header (their behaviour is the frame's). */
export type FrameParts = { picker: ReactNode; timer: ReactNode; pause: ReactNode; hint: ReactNode; hintCost: ReactNode };
/**
 * What a page with its own board layout places: the paused panel, and whether the board is hidden
 * (the notice bubble is the frame's, over its message line).
 */
export type BoardParts = { hidden: boolean; hiddenProps: { 'aria-hidden'?: true; inert?: true }; paused: ReactNode };

export type CompletionWording = {
  heading?: string;
  detail?: ReactNode;
  help?: string;
  /** "your first click", "the deal": where the board's clock started. */
  boardClockFrom: string;
  dailyNoun?: string;
  /** The next play's noun: "New game" or, after a daily, "Play a practice game". */
  next: string;
  /** What the results show of the play, where it differs from the server's view (hints counted here). */
  play?: Partial<PlayView>;
};

type Props = {
  info: GameInfo;
  frame: HiddenFrame;
  /** The play's clock has started (a first move, a deal): until then the timer shows 0 and Pause is off. */
  started: boolean;
  /** Whether the player has moved yet (the status line says how to begin until then); default: `started`. */
  moved?: boolean;
  /** What Pause hides, for the paused panel: "the board is". */
  hides: string;
  pausedPlacement?: 'over-board' | 'in-place';
  /** The Hint button (null: the game has none): usable when `enabled` while playing and not paused. */
  hint?: { enabled: boolean; ask(): unknown; cost?: string } | null;
  /** false: the page shows the hint itself (inside its board). */
  hintLine?: boolean;
  /** Ctrl/Cmd+Z, Ctrl+Shift+Z and Ctrl+Y in the game area (not in a text field). */
  undo?: { undo(): void; redo?(): void; canUndo: boolean; canRedo?: boolean };
  /** The picker and the toolbar, arranged by the page; by default the picker, then timer, Pause and Hint. */
  header?(parts: FrameParts): ReactNode;
  /** Lines under the header (counts, score). */
  status?: ReactNode;
  /** A notice of the game's own (no moves left, a refused grid), shown while playing in the message line above the board, before a hint. */
  notices?: ReactNode;
  /** The completion panel's words; `end` instead draws the game's own end panel. */
  completion?: CompletionWording | null;
  end?: ReactNode;
  /** Hides the completion panel meanwhile (e.g. the last turns still being shown). */
  holdEnd?: boolean;
  loadingText: string;
  /** The board: drawn in the frame's board area (hidden while paused), or laid out by the page. */
  board: ReactNode | ((parts: BoardParts) => ReactNode);
  boardArea?: { ref?: Ref<HTMLDivElement>; wrap?: { className?: string; style?: CSSProperties; testId?: string; pans?: boolean } };
  below?: ReactNode;
  Statistics?: ComponentType<{ info: GameInfo; statistics: GameStatistics | null; failed: boolean }>;
  /** Narrow buttons on a phone (a full toolbar that must keep to one row). */
  compact?: boolean;
};

/**
 * The shared part of every hidden-state game's page, as GameShell is for grid games: mode and level,
 * the timer, Pause (the board hidden), Hint, undo keys, the refusal line, the completion panel, load
 * failure, the announcer, how to play and the statistics. One rule for each: Pause is offered once the
 * clock has started and the play is on; Hint while playing and not paused; a new game keeps the level
 * of the play just shown.
 */
export function HiddenStateFrame(props: Props) {
  const { info, frame: f, started, compact } = props;
  const playing = f.phase.kind === 'playing';
  const loading = f.phase.kind === 'loading';
  const hidden = boardHidden(f, started);
  const ticking = useElapsed(f.clockBase, playing && started && !f.paused);
  const seconds = started || !playing ? ticking : 0;
  const button = compact ? 'btn-secondary px-1.5 @md:px-2' : 'btn-secondary px-2';
  const costId = `${info.id}-hint-cost`;
  const hints = f.hints;
  // A game with a daily per level opens the daily at the level of the play shown.
  const dailyPerLevel = (info.dailyLevels?.length ?? 0) > 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const u = props.undo;
    const key = u && playing && !hidden ? undoKey(event) : null;
    if (!u || !key) return;
    if (key === 'undo' && u.canUndo) u.undo();
    else if (key === 'redo' && u.redo && u.canRedo) u.redo();
    else return;
    event.preventDefault();
  };

  const parts: FrameParts = {
    picker: (
      <ModePicker
        info={info}
        mode={f.mode}
        level={f.level}
        busy={loading || f.busy}
        onOpen={(mode, level, fresh) => void f.open(mode, mode === 'daily' && dailyPerLevel ? (f.play?.level ?? f.level) : level, fresh)}
      />
    ),
    timer: <GameTimer seconds={seconds} />,
    pause: (
      <button
        type="button"
        className={button}
        onClick={() => void (f.paused ? f.resume() : f.pause())}
        disabled={!playing || !started}
        aria-pressed={hidden}
      >
        {hidden ? 'Resume' : 'Pause'}
      </button>
    ),
    hint: props.hint ? (
      <button
        type="button"
        className={button}
        onClick={() => void props.hint?.ask()}
        disabled={!playing || hidden || hints.busy || !props.hint.enabled}
        aria-busy={hints.busy || undefined}
        aria-describedby={costId}
      >
        <HintLabel busy={hints.busy} />
      </button>
    ) : null,
    hintCost: props.hint ? (
      <span id={costId} className="sr-only">
        {props.hint.cost ?? 'A hint marks the result as assisted: it does not enter the leaderboards.'}
      </span>
    ) : null,
  };

  const end = f.phase.kind === 'over' ? f.phase : null;
  const wording = props.completion;
  const shownPlay = f.play && { ...f.play, hints: f.play.hints + hints.hintsUsed, ...wording?.play };
  const daily = f.play?.mode === 'daily';
  const failed = f.phase.kind === 'failed' && (
    <LoadFailed status={f.phase.status} message={f.phase.message} onRetry={() => void f.open(f.mode, f.level, false)} />
  );
  const loadingLine = loading && <p className="sr-only">{props.loadingText}</p>;
  const boardParts: BoardParts = {
    hidden,
    hiddenProps: hidden ? { 'aria-hidden': true, inert: true } : {},
    paused: hidden && (
      <PausedPanel hides={props.hides} placement={props.pausedPlacement ?? 'over-board'} onResume={() => void f.resume()} />
    ),
  };
  const ending =
    end &&
    !props.holdEnd &&
    (props.end ??
      (wording && shownPlay && (
        <CompletionPanel
          key={shownPlay.playId}
          info={info}
          play={shownPlay}
          result={end.result}
          statistics={f.statistics}
          outcome={end.status}
          heading={wording.heading}
          detail={wording.detail}
          help={wording.help}
          boardClockFrom={wording.boardClockFrom}
          dailyNoun={wording.dailyNoun}
          nextLabel={daily ? `Play a practice ${wording.next}` : `New ${wording.next}`}
          onNext={f.newGame}
        />
      )));
  const finish = useWinFlourish(playing, end?.status === 'won' && !props.holdEnd);
  const wrap = props.boardArea?.wrap;
  const Statistics = props.Statistics ?? StatisticsPanel;

  return (
    <div className="@container space-y-2" onKeyDown={onKeyDown}>
      <GameArea>
        {props.header ? (
          props.header(parts)
        ) : (
          <>
            {parts.picker}
            <div className="flex flex-wrap items-center gap-1 @md:gap-2" role="toolbar" aria-label="Game controls">
              {parts.timer}
              {parts.pause}
              {parts.hint}
              {parts.hintCost}
            </div>
          </>
        )}
        {props.status}
        <MessageSlot
          notice={playing && !hidden && f.notice && <PlayNotice notice={f.notice} />}
          status={statusLine(info, {
            play: f.play,
            mode: f.mode,
            level: f.level,
            moved: (props.moved ?? started) || f.phase.kind === 'over',
            today: utcToday(),
          })}
        >
          {f.refusal && playing ? (
            <p className="text-sm text-red-800 dark:text-red-300" role="alert" data-testid="play-refusal">
              {f.refusal}
            </p>
          ) : f.clockNotice && playing ? (
            <ClockNotice message={f.clockNotice} />
          ) : (
            playing && (props.notices || (props.hintLine !== false && hints.hint && <HintMessage hint={hints.hint} />))
          )}
        </MessageSlot>
        <BoardAndResults results={ending} finish={finish}>
          {typeof props.board === 'function' ? (
            <>
              {failed}
              {loadingLine}
              {props.board(boardParts)}
            </>
          ) : (
            <div ref={props.boardArea?.ref} className="relative w-full" data-testid="board-area">
              {failed}
              {loadingLine}
              {f.view !== null && !loading && f.phase.kind !== 'failed' && (
                <div
                  className={`${hidden ? 'invisible' : ''} ${wrap?.className ?? ''}`}
                  style={wrap?.style}
                  data-testid={wrap?.testId}
                  data-pans={wrap?.pans || undefined}
                  {...boardParts.hiddenProps}
                >
                  {props.board}
                </div>
              )}
              {boardParts.paused}
            </div>
          )}
        </BoardAndResults>
        {props.below}
      </GameArea>
      <Announcer message={f.message} />
      <HowToSlot />
      <Statistics info={info} statistics={f.statistics} failed={f.statisticsFailed} />
    </div>
  );
}
