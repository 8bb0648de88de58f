'use client';

import { useMemo, useRef, type KeyboardEvent } from 'react';
import { HowToSlot } from '../how-to-play/how-to-slot';
import { BoardAndResults, GameArea } from './game-area';
import { useWinFlourish } from './use-win-flourish';
import { HintMessage, MessageSlot } from './hint-message';
import { CompletionPanel } from './lazy-completion-panel';
import { StatisticsPanel } from './lazy-statistics-panel';
import { LoadFailed } from './load-failed';
import { ModePicker } from './mode-picker';
import { ClockNotice, PausedPanel } from './paused-panel';
import { PlayNotice, usePlayNotice } from './play-notice';
import { PlayToolbar } from './play-toolbar';
import { statusLine, utcToday } from './status-line';
import type { ClientGame, GameInfo } from './types';
import { undoKey } from './undo-keys';
import { Announcer, useAnnouncer } from './use-announcer';
import { useGamePlay } from './use-game-play';

type Props<State, Move> = {
  info: GameInfo;
  game: ClientGame<State, Move>;
};

/**
 * The shared part of every grid game's page: mode and level, timer and pause (the board is hidden
 * while paused), undo/redo (buttons and Ctrl+Z / Ctrl+Y), hints, the completion panel and the
 * statistics. The game's view only draws its board and turns input into states.
 */
export function GameShell<State, Move>({ info, game }: Props<State, Move>) {
  const { message, announce } = useAnnouncer();
  const p = useGamePlay(info, game, announce);
  const { notice, notify } = usePlayNotice(announce);
  const boardArea = useRef<HTMLDivElement>(null);
  const View = game.View;

  // Focus follows what is on screen: the Resume button while paused, the board after.
  const focusFor = (paused: boolean) =>
    requestAnimationFrame(() => {
      const target = paused
        ? boardArea.current?.querySelector<HTMLElement>('[data-resume]')
        : boardArea.current?.querySelector<HTMLElement>('[data-shell-focus]');
      target?.focus();
    });
  const pause = (paused: boolean) => {
    const taken = p.setClock(paused);
    focusFor(paused);
    // Refused (e.g. paused too often): the screen went back, and so does the focus.
    void taken.then((ok) => !ok && focusFor(!paused));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = undoKey(event);
    if (key === 'undo') p.undo();
    else if (key === 'redo') p.redo();
    else return;
    event.preventDefault();
  };

  const playing = p.phase.kind === 'playing';
  const won = p.phase.kind === 'won';
  const finish = useWinFlourish(playing, won);
  const puzzle = p.play?.puzzle;
  const present = p.history?.present;
  const moved = useMemo(
    () => (p.history?.past.length ?? 0) > 0 || (puzzle !== undefined && present !== undefined && game.moves(puzzle, present).length > 0),
    [game, p.history?.past.length, puzzle, present],
  );
  const status = statusLine(info, { play: p.play, mode: p.mode, level: p.level, moved: moved || won, today: utcToday() });
  return (
    <div className="@container space-y-2 @2xl:space-y-3" onKeyDown={onKeyDown}>
      <GameArea className="space-y-2 @2xl:space-y-3">
        <ModePicker
          info={info}
          mode={p.mode}
          level={p.level}
          busy={p.phase.kind === 'loading' || p.submission.kind === 'checking'}
          onOpen={(mode, level, fresh) => void p.open(mode, level, fresh)}
        />
        <PlayToolbar
          clockBase={p.clockBase}
          running={playing && !p.paused}
          paused={p.paused}
          canPause={playing}
          canUndo={p.interactive && (p.history?.past.length ?? 0) > 0}
          canRedo={p.interactive && (p.history?.future.length ?? 0) > 0}
          canHint={p.interactive}
          hintBusy={p.hintBusy}
          onPause={pause}
          onUndo={p.undo}
          onRedo={p.redo}
          onHint={() => void p.askHint()}
        />
        <MessageSlot notice={playing && !p.paused && notice && <PlayNotice notice={notice} />} status={status}>
          {p.submission.kind === 'refused' ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-red-800 dark:text-red-300" data-testid="finish-refused">
              {p.submission.message}
              <button type="button" className="btn-secondary" onClick={() => void p.submit()}>
                Check again
              </button>
            </p>
          ) : p.submission.kind === 'checking' && !won ? (
            <p className="text-sm">Checking your solution…</p>
          ) : p.clockNotice && playing ? (
            <ClockNotice message={p.clockNotice} />
          ) : (
            p.hint && playing && <HintMessage hint={p.hint} className="px-3 py-1 @2xl:py-2" />
          )}
        </MessageSlot>
        <BoardAndResults
          finish={finish}
          results={
            won &&
            p.play && (
              <CompletionPanel
                key={p.play.playId}
                info={info}
                play={p.play}
                result={p.phase.kind === 'won' ? p.phase.result : null}
                statistics={p.statistics}
                onNext={() => void p.open('practice', p.play?.level ?? p.level, true)}
              />
            )
          }
        >
          <div ref={boardArea} className="relative" data-testid="board-area">
            {p.phase.kind === 'failed' && (
              <LoadFailed status={p.phase.status} message={p.phase.message} onRetry={() => void p.open(p.mode, p.level, false)} />
            )}
            {p.phase.kind === 'loading' && <p className="sr-only">Loading the puzzle…</p>}
            {p.play && p.history && (playing || won) ? (
              // Paused: the board keeps its place (no layout shift) but is neither visible nor readable.
              <div className={p.paused ? 'invisible' : undefined} aria-hidden={p.paused || undefined} inert={p.paused || undefined}>
                <View
                  puzzle={p.play.puzzle}
                  state={p.history.present}
                  update={p.update}
                  hintCells={p.hintCells}
                  interactive={p.interactive}
                  announce={announce}
                  notify={notify}
                  checkMistakes={p.checkMistakes}
                />
              </div>
            ) : (
              p.phase.kind === 'loading' && (
                <div
                  aria-hidden="true"
                  className="aspect-square w-full max-w-[min(100%,calc(100dvh-16rem))] animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
                />
              )
            )}
            {p.paused && playing && <PausedPanel hides="the board is" placement="over-board" onResume={() => pause(false)} />}
          </div>
        </BoardAndResults>
      </GameArea>
      <Announcer message={message} />
      <HowToSlot />
      <StatisticsPanel info={info} statistics={p.statistics} failed={p.statisticsFailed} />
    </div>
  );
}
