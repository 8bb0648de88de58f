'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage } from '@/components/games/shell/browser-storage';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import type { GameInfo } from '@/components/games/shell/types';
import { boardHidden, useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import { freePlaces, geometryOf } from '@/lib/games/mahjong-solitaire/board';
import { layoutById } from '@/lib/games/mahjong-solitaire/layouts';
import { freeMatchingPairs, PAIR_REFUSALS, presenceOf, tileProblem, tilesLeft, type Tiles } from '@/lib/games/mahjong-solitaire/rules';
import { tileName, tilesMatch } from '@/lib/games/mahjong-solitaire/tiles';
import { MahjongBoard } from './mahjong-board';
import { helpWords, parseReply } from './mahjong-client';
import { MahjongCounts, NoMoves } from './mahjong-status';
import { MahjongToolbar } from './mahjong-toolbar';
import { useMahjongFit } from './use-mahjong-fit';
import { useMahjongQueue, type Move } from './use-mahjong-queue';

const SHOW_FREE_KEY = 'mahjong-solitaire:show-free';

/**
 * The /mahjong-solitaire page's game. A new play shows the layout face down until the player's first
 * tap on it deals the tiles (the server sends no face before that move, the play's first, which
 * starts the clock: nobody can study a deal off the clock). Then every tile is face up, but the order
 * that clears the deal stays on the server, so each pair, undo, redo, shuffle and hint is a server
 * call (useHiddenPlay), queued by useMahjongQueue.
 */
export default function MahjongGame({ info }: { info: GameInfo }) {
  const p = useHiddenFrame(info, parseReply, {
    noHint: { message: 'No two free tiles match: shuffle or undo.', spoken: 'No hint: no two free tiles match.' },
  });
  const { announce, notify, hints, refuse } = p;
  const [selected, setSelected] = useState<number | null>(null);
  const [shufflesMade, setShufflesMade] = useState(0);
  const [showFree, setShowFree] = useState(false);
  const [focused, setFocused] = useState<number | null>(null);
  const [dealing, setDealing] = useState(false);
  const boardBox = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);

  const { play, view } = p;
  const playId = play?.playId;
  const { pending, enqueue, sendPair, queue } = useMahjongQueue({ playId, send: p.send, refuse, announce });
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

  // A new play: nothing selected or hinted (the queue drops its own moves).
  useEffect(() => {
    setSelected(null);
    setShufflesMade(0);
    setDealing(false);
  }, [playId]);

  useEffect(() => setShowFree(browserStorage()?.getItem(SHOW_FREE_KEY) === 'on'), []);

  const { tileWidth, panHeight } = useMahjongFit(boardBox, view?.layout, p.phase.kind);

  // The free tile that takes Tab: the one last focused while it is free, else the first free one.
  const tabStop = focused !== null && free.has(focused) ? focused : (free.values().next().value ?? null);

  // A pair taken from the keyboard removes the focused tile: focus goes on to the next free tile.
  useEffect(() => {
    if (!refocus.current || tabStop === null) return;
    refocus.current = false;
    document.querySelector<HTMLElement>(`[data-testid="mahjong-solitaire-board"] [data-place="${tabStop}"]`)?.focus();
  }, [tabStop, tiles]);

  const takePair = (a: number, b: number) => {
    refocus.current = Boolean(document.activeElement?.closest('[data-testid="mahjong-solitaire-board"]'));
    setSelected(null);
    hints.show(null);
    refuse(null);
    announce(`Took the ${tileName(tiles[a]!)} and the ${tileName(tiles[b]!)}.`);
    sendPair([a, b]);
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
        // One row where the play area is wide (a laptop): the Turtle's tiles get the height a second row took.
        <div className="flex flex-col gap-2 @2xl:flex-row @2xl:flex-wrap @2xl:items-center @2xl:gap-x-4">
          {parts.picker}
          <MahjongToolbar
            parts={parts}
            hintCostId={`${info.id}-hint-cost`}
            canShuffle={canPlay && left > 1}
            canUndo={canPlay && canUndo}
            canRedo={canPlay && canRedo}
            onShuffle={shuffle}
            onUndo={undo}
            onRedo={redo}
          />
        </div>
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
        geometry && (
          <MahjongBoard
            layout={view.layout}
            dealt={dealt}
            dealing={dealing}
            onDeal={deal}
            tiles={tiles}
            free={free}
            tileWidth={tileWidth}
            selected={selected}
            hint={hint?.cells ?? []}
            showFree={showFree && playing}
            focused={tabStop}
            interactive={dealt ? canPlay : interactive}
            onFocus={setFocused}
            onPick={pick}
            onEscape={() => {
              if (selected !== null) announce('Selection cleared.');
              setSelected(null);
            }}
          />
        )
      }
    />
  );
}
