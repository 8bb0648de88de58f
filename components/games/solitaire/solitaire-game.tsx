'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { heldSentence } from '@/components/games/shell/format';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import { HistoryButton } from '@/components/games/shell/history-buttons';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
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
  const p = useHiddenFrame(info, parseView, { noHint: { message: 'No move found: draw, or undo.', spoken: 'No hint found.' } });
  const { announce, notify, hints } = p;
  const [focus, setFocus] = useState<Spot>({ pile: 'stock', index: -1 });
  const [picked, setPicked] = useState<Source | null>(null);
  const refocus = useRef(false);
  const { play, view } = p;
  const playId = play?.playId;
  const { hint } = hints;
  const playing = p.phase.kind === 'playing';
  // The clock runs from the first move (the server's, for the leaderboards too).
  const started = (view?.moves ?? 0) > 0;
  const hidden = boardHidden(p, started);
  const interactive = playing && !hidden && view !== null && !view.won;
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
  // Keyed by the spot, not the object: a render between a drop and its answer must not use up the
  // refocus, or the focus is lost with the element the answer replaces (and the undo keys with it).
  const tabStop = view ? settle(view, focus) : focus;
  const tabKey = spotKey(tabStop);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.querySelector<HTMLElement>(`[data-testid="solitaire-board"] [data-focus-key="${tabKey}"]`)?.focus();
  }, [tabKey, view]);

  const level = play?.level ?? p.level;
  const undo = () => void send({ type: 'undo' }, 'Undone.');
  const auto = () => void send({ type: 'auto' }, 'Auto-complete.');
  const helpShown = play ? play.hints + hints.hintsUsed : 0;

  return (
    <HiddenStateFrame
      info={info}
      frame={p}
      started={started}
      hides="the cards are"
      hint={{ enabled: interactive, ask: () => hints.ask() }}
      undo={{ undo, canUndo: interactive && Boolean(view?.canUndo) }}
      loadingText="Dealing…"
      header={(parts) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {parts.picker}
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
            {parts.timer}
            {parts.hint}
            <HistoryButton kind="undo" onClick={undo} disabled={!interactive || !view?.canUndo} />
            {parts.pause}
            {view?.canAutoComplete && playing && (
              <button type="button" className="btn-primary px-2" onClick={auto} disabled={!interactive}>
                Auto-complete
              </button>
            )}
            {parts.hintCost}
          </div>
        </>
      )}
      status={
        // In the server's HTML too (dashes until the deal arrives): a return visit's largest paint was
        // this line, drawn only after the scripts and the play; now it paints with the page.
        <p className="text-sm" data-testid="solitaire-status" aria-busy={!view || undefined}>
          Score <strong data-testid="solitaire-score">{view ? view.score : '–'}</strong>
          <span className="text-slate-700 dark:text-slate-300">
            {' '}
            · Moves <strong data-testid="solitaire-moves">{view ? view.moves : '–'}</strong>
          </span>
        </p>
      }
      completion={{ help: helpWords(helpShown), boardClockFrom: 'your first move', dailyNoun: 'deal', next: 'deal' }}
      boardArea={{ ref: box }}
      board={
        view && (
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
        )
      }
      Statistics={SolitaireStatistics}
    />
  );
}
