'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { HowToSlot } from '@/components/games/how-to-play/how-to-slot';
import { heldSentence } from '@/components/games/shell/format';
import { GameArea } from '@/components/games/shell/game-area';
import { HintMessage } from '@/components/games/shell/hint-message';
import { CompletionPanel } from '@/components/games/shell/lazy-completion-panel';
import { LoadFailed } from '@/components/games/shell/load-failed';
import { ModePicker } from '@/components/games/shell/mode-picker';
import { ClockNotice, PausedPanel } from '@/components/games/shell/paused-panel';
import { PlayNotice, usePlayNotice } from '@/components/games/shell/play-notice';
import { GameTimer, useElapsed } from '@/components/games/shell/play-toolbar';
import type { GameInfo } from '@/components/games/shell/types';
import { Announcer, useAnnouncer } from '@/components/games/shell/use-announcer';
import { useHiddenPlay } from '@/components/games/shell/use-hidden-play';
import { useServerHint } from '@/components/games/shell/use-server-hint';
import { UndoIcon } from '@/components/icons/ui-icons';
import type { PileId } from '@/lib/games/solitaire/piles';
import { isArrow, nextSpot, settle, spotKey, type Spot } from './board-focus';
import { DailyLevels } from './daily-levels';
import { SolitaireBoard } from './solitaire-board';
import {
  bestPlace,
  cardName,
  cardsAt,
  helpWords,
  movedWords,
  moveTo,
  parseView,
  type SolitaireMove,
  type Source,
} from './solitaire-client';
import { SolitaireStatistics } from './solitaire-statistics';
import { useBoardSize } from './use-board-size';
import { useCardDrag } from './use-card-drag';

/**
 * The /solitaire page's game: Klondike, Draw 1 or Draw 3. The deal (face-down cards, the stock's
 * order) stays on the server: each draw, move, undo, auto-complete and hint is a server call
 * (useHiddenPlay), and the page shows what the server answers. Where a tapped card goes is worked
 * out here from what the player sees; the server judges it, and a refused move says why.
 */
export default function SolitaireGame({ info }: { info: GameInfo }) {
  const { message, announce } = useAnnouncer();
  const p = useHiddenPlay(info, parseView, announce);
  const { notice, notify } = usePlayNotice(announce);
  const [focus, setFocus] = useState<Spot>({ pile: 'stock', index: -1 });
  const [picked, setPicked] = useState<Source | null>(null);
  const refocus = useRef(false);
  const { play, view, paused, pause, resume } = p;
  const playId = play?.playId;
  const hints = useServerHint({
    game: info.id,
    playId,
    whileRunning: p.whileRunning,
    announce,
    none: { message: 'No move found: draw, or undo.', spoken: 'No hint found.' },
  });
  const { hint, hintsUsed, busy: hintBusy } = hints;
  const playing = p.phase.kind === 'playing';
  const hidden = paused && playing;
  const interactive = playing && !hidden && view !== null && !view.won;
  // The clock runs from the first move (the server's, for the leaderboards too).
  const started = (view?.moves ?? 0) > 0;
  const seconds = useElapsed(p.clockBase, playing && started && !paused);
  const shownSeconds = started ? seconds : 0;
  const end = p.phase.kind === 'over' ? p.phase : null;
  const { box, size } = useBoardSize([p.phase.kind, view === null]);

  useEffect(() => {
    setPicked(null);
    setFocus({ pile: 'stock', index: -1 });
  }, [playId]);

  const hintCards = useMemo(() => new Set((hint?.cells ?? []).filter((cell) => cell >= 0 && cell < 52)), [hint]);
  const hintStock = hint?.technique === 'Draw';

  /** Sends a move; says what it did, or shows the server's refusal. */
  const send = useCallback(
    async (move: SolitaireMove, done: string) => {
      if (!interactive) return false;
      hints.show(null);
      setPicked(null);
      const sent = await p.send(move);
      if (!sent.ok) {
        notify(sent.message);
        return false;
      }
      if (sent.status === 'won')
        announce(`Won! Every card is on its foundation.${sent.result?.held ? ` ${heldSentence(sent.result.held)}` : ''}`);
      else announce(done);
      return true;
    },
    [announce, hints, interactive, notify, p],
  );

  const moveCards = (source: Source, to: PileId) => {
    const cards = cardsAt(view!, source);
    if (cards.length === 0) return Promise.resolve(false);
    return send(moveTo(view!, source, to), movedWords(cards, to));
  };

  const draw = () => {
    if (!view) return;
    if (view.stock === 0 && view.waste === 0) return notify('The stock and the waste are empty: there is nothing to draw.');
    void send(
      { type: 'draw' },
      view.stock === 0 ? 'Turned the waste over.' : `Drew ${Math.min(view.stock, view.drawCount)} from the stock.`,
    );
  };

  /**
   * A tap or click sends the card to its best place: its foundation first, so a double-click's
   * first click already sends it there (its second click is not a new click; a finger's quick
   * taps are each a tap).
   */
  const tap = (source: Source, clicks: number) => {
    if (!interactive || !view || (clicks > 1 && drag.byMouse()) || drag.isDragClick() || p.busy) return;
    const cards = cardsAt(view, source);
    const head = cards[0];
    if (head === undefined) return;
    const to = bestPlace(view, source);
    if (to) void moveCards(source, to);
    else notify(`The ${cardName(head)}${cards.length > 1 ? ' and the cards on it have' : ' has'} no place to go now.`);
  };

  const drag = useCardDrag(async (source, to) => {
    if (to) await moveCards(source, to);
  }, interactive);

  /** The keyboard: arrows move between piles, Enter or Space picks a card and then drops it, Escape puts it back. */
  const onKey = (event: KeyboardEvent, spot: Spot) => {
    if (!view) return;
    if (isArrow(event.key)) {
      event.preventDefault();
      refocus.current = true;
      setFocus(nextSpot(view, spot, event.key));
      return;
    }
    if (event.key === 'Escape' && picked) {
      event.preventDefault();
      setPicked(null);
      return announce('Put back.');
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!interactive) return;
    if (spot.pile === 'stock') return draw();
    if (picked) {
      if (picked.pile === spot.pile) {
        setPicked(null);
        return announce('Put back.');
      }
      refocus.current = true;
      return void moveCards(picked, spot.pile);
    }
    const source: Source = { pile: spot.pile, index: Math.max(0, spot.index) };
    const cards = cardsAt(view, source);
    if (cards.length === 0) return notify('There is no card here to pick up.');
    setPicked(source);
    announce(
      `Picked the ${cardName(cards[0]!)}${cards.length > 1 ? ` and ${cards.length - 1} on it` : ''}: move to a pile and press Enter, or Escape.`,
    );
  };

  // The focus follows the keyboard, and stays on the board when a move changes it.
  const tabStop = view ? settle(view, focus) : focus;
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.querySelector<HTMLElement>(`[data-testid="solitaire-board"] [data-focus-key="${spotKey(tabStop)}"]`)?.focus();
  }, [tabStop, view]);

  const undo = () => void send({ type: 'undo' }, 'Undone.');
  const auto = () => void send({ type: 'auto' }, 'Auto-complete.');

  // Ctrl+Z anywhere on the page but in a text field.
  // The handler reads the latest of these: written after each render, not during it.
  const keys = useRef({ undo, can: false });
  useEffect(() => {
    keys.current = { undo, can: interactive && Boolean(view?.canUndo) };
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'z') return;
      if ((event.target as HTMLElement | null)?.closest('input, textarea, select, [contenteditable]')) return;
      if (!keys.current.can) return;
      event.preventDefault();
      keys.current.undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const level = play?.level ?? p.level;
  const newGame = () => void p.open('practice', play?.mode === 'practice' ? play.level : p.level, true);
  const shownPlay = play && { ...play, hints: play.hints + hintsUsed };

  return (
    <div className="@container space-y-2">
      <GameArea>
        <div className="flex flex-wrap items-center gap-2">
          <ModePicker
            info={info}
            mode={p.mode}
            level={p.level}
            busy={p.phase.kind === 'loading'}
            onOpen={(mode, chosen, fresh) => void p.open(mode, mode === 'daily' ? level : chosen, fresh)}
          />
          {p.mode === 'daily' && (
            <DailyLevels
              info={info}
              level={level}
              busy={p.phase.kind === 'loading'}
              onPick={(chosen) => void p.open('daily', chosen, false)}
            />
          )}
        </div>
        <div
          className="flex flex-wrap items-center gap-1 @md:gap-2"
          role="toolbar"
          aria-label="Game controls"
          data-testid="solitaire-toolbar"
        >
          <GameTimer seconds={shownSeconds} />
          <button
            type="button"
            className="btn-secondary px-2"
            onClick={() => void hints.ask()}
            disabled={!interactive || hintBusy}
            aria-busy={hintBusy || undefined}
            aria-describedby="solitaire-help-cost"
          >
            {hintBusy ? 'Hint…' : 'Hint'}
          </button>
          <button
            type="button"
            className="btn-secondary gap-1 px-2"
            onClick={undo}
            disabled={!interactive || !view?.canUndo}
            aria-label="Undo"
            title="Undo (Ctrl+Z)"
            aria-keyshortcuts="Control+Z"
          >
            <UndoIcon className="h-5 w-5" />
            <span className="hidden @xl:inline">Undo</span>
          </button>
          <button
            type="button"
            className="btn-secondary px-2"
            onClick={() => void (paused ? resume() : pause())}
            disabled={!playing || (!started && !hidden)}
            aria-pressed={hidden}
          >
            {hidden ? 'Resume' : 'Pause'}
          </button>
          {view?.canAutoComplete && playing && (
            <button type="button" className="btn-primary px-2" onClick={auto} disabled={!interactive}>
              Auto-complete
            </button>
          )}
          <span id="solitaire-help-cost" className="sr-only">
            A hint marks the result as assisted: it does not enter the leaderboards.
          </span>
        </div>
        {view && (
          <p className="text-sm" data-testid="solitaire-status">
            Score <strong data-testid="solitaire-score">{view.score}</strong>
            <span className="text-slate-700 dark:text-slate-300">
              {' '}
              · Moves <strong data-testid="solitaire-moves">{view.moves}</strong>
            </span>
          </p>
        )}
        {hint && playing && <HintMessage hint={hint} />}
        {p.clockNotice && playing && <ClockNotice message={p.clockNotice} />}
        {end?.status === 'won' && shownPlay && (
          <CompletionPanel
            key={shownPlay.playId}
            info={info}
            play={shownPlay}
            result={end.result}
            statistics={p.statistics}
            outcome="won"
            help={helpWords(shownPlay.hints)}
            boardClockFrom="your first move"
            dailyNoun="deal"
            nextLabel={play?.mode === 'daily' ? 'Play a practice deal' : 'New deal'}
            onNext={newGame}
          />
        )}
        <div ref={box} className="relative w-full" data-testid="board-area">
          {p.phase.kind === 'failed' && (
            <LoadFailed status={p.phase.status} message={p.phase.message} onRetry={() => void p.open(p.mode, level, false)} />
          )}
          {p.phase.kind === 'loading' && <p className="sr-only">Dealing…</p>}
          {view && p.phase.kind !== 'loading' && p.phase.kind !== 'failed' && (
            <div className={hidden ? 'invisible' : ''} aria-hidden={hidden || undefined} inert={hidden || undefined}>
              <SolitaireBoard
                view={view}
                size={size.card}
                gap={size.gap}
                tableauHeight={size.tableauHeight}
                drag={drag.drag}
                focus={tabStop}
                picked={picked}
                hintCards={hintCards}
                hintStock={hintStock}
                interactive={interactive}
                onPointerDown={drag.onPointerDown}
                onTap={tap}
                onDraw={draw}
                onFocusSpot={setFocus}
                onKey={onKey}
              />
            </div>
          )}
          {playing && !hidden && <PlayNotice notice={notice} />}
          {hidden && <PausedPanel hides="the cards are" placement="over-board" onResume={() => void resume()} />}
        </div>
      </GameArea>
      <Announcer message={message} />
      <HowToSlot />
      <SolitaireStatistics info={info} statistics={p.statistics} failed={p.statisticsFailed} />
    </div>
  );
}
