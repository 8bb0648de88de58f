'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import { heldSentence } from '@/components/games/shell/format';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import { HistoryButton } from '@/components/games/shell/history-buttons';
import { roomBelowTop, useFitToScreen } from '@/components/games/shell/use-fit-to-screen';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import { freePlaces, geometryOf } from '@/lib/games/mahjong-solitaire/board';
import { layoutById } from '@/lib/games/mahjong-solitaire/layouts';
import { freeMatchingPairs, PAIR_REFUSALS, presenceOf, tileProblem, tilesLeft, type Tiles } from '@/lib/games/mahjong-solitaire/rules';
import { tileName, tilesMatch } from '@/lib/games/mahjong-solitaire/tiles';
import { MahjongBoard } from './mahjong-board';
import { extentOf, fitTileWidth, helpWords, parseReply } from './mahjong-client';
import { MahjongSilhouette } from './mahjong-silhouette';
import { MahjongCounts, NoMoves } from './mahjong-status';

const SHOW_FREE_KEY = 'mahjong-solitaire:show-free';
/** Tiles narrower than this are too small to tell apart or tap: the board pans instead. */
const MIN_TILE = 20;
const MAX_TILE = 64;

type Move = { type: 'start' } | { type: 'pair'; a: number; b: number } | { type: 'undo' } | { type: 'redo' } | { type: 'shuffle' };
type Pair = readonly [number, number];

/**
 * The /mahjong-solitaire page's game. A new play shows the layout face down until the player deals
 * the tiles (the server sends no face before that move, the play's first, which starts the clock:
 * nobody can study a deal off the clock). Then every tile is face up, but the order that clears the
 * deal stays on the server, so each pair, undo, redo, shuffle and hint is a server call
 * (useHiddenPlay). A pair shows as taken at once and is sent in turn: moves queue up, one answered
 * at a time, so a quick player never waits; a refused move drops the queue and the board is the
 * server's again.
 */
export default function MahjongGame({ info }: { info: GameInfo }) {
  const p = useHiddenFrame(info, parseReply, {
    noHint: { message: 'No two free tiles match: shuffle or undo.', spoken: 'No hint: no two free tiles match.' },
  });
  const { announce, notify, hints, refuse } = p;
  const [selected, setSelected] = useState<number | null>(null);
  const [pending, setPending] = useState<readonly Pair[]>([]);
  const [shufflesMade, setShufflesMade] = useState(0);
  const [showFree, setShowFree] = useState(false);
  const [focused, setFocused] = useState<number | null>(null);
  const [dealing, setDealing] = useState(false);
  const [tileWidth, setTileWidth] = useState(40);
  const [panHeight, setPanHeight] = useState<number | null>(null);
  const boardBox = useRef<HTMLDivElement>(null);
  // Moves in flight, one after another; `generation` drops the rest of the queue after a refusal.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);
  const ended = useRef(false);
  const refocus = useRef(false);

  const { play, view } = p;
  const playId = play?.playId;
  const { hint, hintsUsed } = hints;
  const playing = p.phase.kind === 'playing';
  const geometry = useMemo(() => (view ? geometryOf(layoutById(view.layout).positions) : null), [view]);
  const tiles: Tiles = useMemo(() => {
    if (!view) return [];
    const gone = new Set(pending.flat());
    return gone.size === 0 ? view.tiles : view.tiles.map((code, place) => (gone.has(place) ? null : code));
  }, [pending, view]);
  const free = useMemo(() => new Set(geometry ? freePlaces(geometry, presenceOf(tiles)) : []), [geometry, tiles]);
  const freePairs = useMemo(() => (geometry ? freeMatchingPairs(geometry, tiles).length : 0), [geometry, tiles]);
  const left = tilesLeft(tiles);
  // Dealt: the faces are shown and the clock runs (before, the server's clock counts from the issue: not shown).
  const dealt = view?.started ?? false;
  const hidden = boardHidden(p, dealt);
  const interactive = playing && !hidden;
  const canPlay = interactive && dealt;
  const stuck = playing && dealt && pending.length === 0 && left > 0 && freePairs === 0;

  // A new play: nothing selected, queued or hinted.
  useEffect(() => {
    generation.current++;
    ended.current = false;
    setSelected(null);
    setPending([]);
    setShufflesMade(0);
    setDealing(false);
  }, [playId]);

  useEffect(() => setShowFree(browserStorage()?.getItem(SHOW_FREE_KEY) === 'on'), []);

  // Tiles as large as fit the width and the height left below the board's top (so the page need not scroll).
  const extent = useMemo(() => (view ? extentOf(layoutById(view.layout).positions) : null), [view]);
  useFitToScreen(() => {
    const box = boardBox.current;
    if (!box || !extent) return;
    const room = roomBelowTop(box, 12);
    setTileWidth(fitTileWidth(extent, { width: box.clientWidth - 2, height: room }, MIN_TILE, MAX_TILE));
    // Too big even at the smallest tile: the board keeps to the screen and pans inside its box.
    setPanHeight(
      fitTileWidth(extent, { width: box.clientWidth - 2, height: room }, 0, MAX_TILE) < MIN_TILE ? Math.max(MIN_TILE * 8, room) : null,
    );
  }, [extent, p.phase.kind]);

  // The free tile that takes Tab: the one last focused while it is free, else the first free one.
  const tabStop = focused !== null && free.has(focused) ? focused : (free.values().next().value ?? null);

  // A pair taken from the keyboard removes the focused tile: focus goes on to the next free tile.
  useEffect(() => {
    if (!refocus.current || tabStop === null) return;
    refocus.current = false;
    document.querySelector<HTMLElement>(`[data-testid="mahjong-solitaire-board"] [data-place="${tabStop}"]`)?.focus();
  }, [tabStop, tiles]);

  /** Queues a move; `after` runs with its outcome unless an earlier move was refused meanwhile. */
  const enqueue = useCallback(
    (move: Move, after: (ok: boolean, status: string | null) => void) => {
      const ticket = generation.current;
      queue.current = queue.current.then(async () => {
        if (ticket !== generation.current || ended.current) return;
        const sent = await p.send(move);
        if (ticket !== generation.current) return;
        if (!sent.ok) {
          generation.current++;
          setPending([]);
          refuse(sent.message);
          return after(false, null);
        }
        if (sent.status !== 'playing') ended.current = true;
        after(true, sent.status);
        if (sent.status === 'won')
          announce(`Cleared! Every tile is taken.${sent.result?.held ? ` ${heldSentence(sent.result.held)}` : ''}`);
      });
    },
    [announce, p, refuse],
  );

  const takePair = (a: number, b: number) => {
    const pair: Pair = [a, b];
    refocus.current = Boolean(document.activeElement?.closest('[data-testid="mahjong-solitaire-board"]'));
    setSelected(null);
    hints.show(null);
    refuse(null);
    setPending((before) => [...before, pair]);
    announce(`Took the ${tileName(tiles[a]!)} and the ${tileName(tiles[b]!)}.`);
    enqueue({ type: 'pair', a, b }, () => setPending((before) => before.filter((q) => q !== pair)));
  };

  /** Deals the tiles: the server answers the faces, and the clock starts. From the keyboard, the focus goes on to a free tile. */
  const deal = (byKeyboard: boolean) => {
    if (!interactive || dealing || dealt) return;
    setDealing(true);
    refuse(null);
    refocus.current = byKeyboard;
    enqueue({ type: 'start' }, (ok) => {
      setDealing(false);
      if (ok) announce(`Dealt: ${layoutById(view!.layout).positions.length} tiles, face up. The clock is running.`);
      // Dealt elsewhere (another tab): show the play as the server has it.
      else if (play) void p.open(play.mode, play.level, false);
    });
  };

  const pick = (place: number) => {
    if (!canPlay || !geometry) return;
    const code = tiles[place];
    if (!code) return;
    if (!free.has(place)) return notify(tileProblem(geometry, tiles, place) ?? 'That tile cannot be taken now.');
    if (selected === null || tiles[selected] == null) {
      setSelected(place);
      return announce(`${tileName(code)} selected.`);
    }
    if (selected === place) {
      setSelected(null);
      return announce('Selection cleared.');
    }
    if (!tilesMatch(tiles[selected]!, code)) {
      notify(`${PAIR_REFUSALS.noMatch(tiles[selected]!, code)} The ${tileName(code)} is selected instead.`);
      return setSelected(place);
    }
    takePair(selected, place);
  };

  const simple = (move: Move, done: string) => {
    setSelected(null);
    hints.show(null);
    refuse(null);
    enqueue(move, (ok) => {
      if (!ok) return;
      if (move.type === 'shuffle') setShufflesMade((n) => n + 1);
      announce(done);
    });
  };
  const undo = () => simple({ type: 'undo' }, 'Undone.');
  const redo = () => simple({ type: 'redo' }, 'Redone.');
  const shuffle = () => simple({ type: 'shuffle' }, 'Shuffled: the tiles left can all be cleared.');
  const canUndo = pending.length > 0 || Boolean(view?.canUndo);
  const canRedo = pending.length === 0 && Boolean(view?.canRedo);

  const askHint = () => {
    setSelected(null);
    return hints.ask(queue.current);
  };

  const shuffles = view?.shuffles ?? 0;
  // The server counts each shuffle with the hints: the results say which was which.
  const hintsOnly = play ? Math.max(0, play.hints + hintsUsed + shufflesMade - shuffles) : 0;

  return (
    <HiddenStateFrame
      info={info}
      frame={p}
      started={dealt}
      hides="the board is"
      hint={{
        enabled: canPlay && left > 0,
        ask: askHint,
        cost: 'A hint or a shuffle marks the result as assisted: it does not enter the leaderboards.',
      }}
      undo={{ undo, redo, canUndo: canPlay && canUndo, canRedo: canPlay && canRedo }}
      loadingText="Loading the board…"
      header={(parts) => (
        <>
          {parts.picker}
          {/* One row on a 390 px phone: Undo and Redo are icons there (named), words beside them where there is room. */}
          <div
            className="flex flex-wrap items-center gap-1 @md:gap-2"
            role="toolbar"
            aria-label="Game controls"
            data-testid="mahjong-toolbar"
          >
            {parts.timer}
            {parts.hint}
            <button
              type="button"
              className="btn-secondary px-2"
              onClick={shuffle}
              disabled={!canPlay || left < 2}
              aria-describedby={`${info.id}-hint-cost`}
            >
              Shuffle
            </button>
            <HistoryButton kind="undo" onClick={undo} disabled={!canPlay || !canUndo} />
            <HistoryButton kind="redo" onClick={redo} disabled={!canPlay || !canRedo} />
            {parts.pause}
            {parts.hintCost}
          </div>
        </>
      )}
      status={
        <MahjongCounts
          view={view}
          dealt={dealt}
          freePairs={freePairs}
          left={left}
          shuffles={shuffles}
          showFree={showFree}
          onShowFree={(on) => {
            setShowFree(on);
            browserStorage()?.setItem(SHOW_FREE_KEY, on ? 'on' : 'off');
          }}
        />
      }
      notices={stuck && !hidden && <NoMoves canUndo={canUndo} onShuffle={shuffle} onUndo={undo} />}
      completion={{
        help: helpWords(hintsOnly, shuffles),
        play: { hints: hintsOnly },
        boardClockFrom: 'the deal',
        dailyNoun: 'deal',
        next: 'deal',
      }}
      boardArea={{
        ref: boardBox,
        wrap: {
          className: `${panHeight ? 'overflow-auto overscroll-contain rounded border border-slate-300 dark:border-slate-700' : ''} py-1`,
          style: panHeight ? { maxHeight: panHeight } : undefined,
          testId: 'board-pan',
          pans: Boolean(panHeight),
        },
      }}
      board={
        view &&
        geometry &&
        (!dealt ? (
          <MahjongSilhouette layout={view.layout} tileWidth={tileWidth} dealing={dealing} interactive={interactive} onDeal={deal} />
        ) : (
          <MahjongBoard
            layout={view.layout}
            tiles={tiles}
            free={free}
            tileWidth={tileWidth}
            selected={selected}
            hint={hint?.cells ?? []}
            showFree={showFree && playing}
            focused={tabStop}
            interactive={canPlay}
            onFocus={setFocused}
            onPick={pick}
            onEscape={() => {
              if (selected !== null) announce('Selection cleared.');
              setSelected(null);
            }}
          />
        ))
      }
    />
  );
}
