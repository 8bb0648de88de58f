'use client';

import { Chessground } from 'chessground';
import type { Api } from 'chessground/api';
import type { Config } from 'chessground/config';
import type { Key } from 'chessground/types';
import { useEffect, useRef } from 'react';
import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';
import type { BoardPosition } from './attempt-state';
import { type BoardColor, colorOf, inCheck, sideToMove } from './chess-helpers';
import styles from './chess-board.module.css';

export type ChessBoardProps = {
  position: BoardPosition;
  orientation: BoardColor;
  /** The colour the player may move, or null while the board is disabled. */
  movableColor: BoardColor | null;
  dests: Map<string, string[]>;
  hintSquare: string | null;
  onMove: (from: string, to: string) => void;
  label: string;
};

const ANIMATION_MS = 250;

function positionConfig(position: BoardPosition): Config {
  return {
    fen: position.fen,
    lastMove: position.lastMove ? (position.lastMove as Key[]) : undefined,
    turnColor: colorOf(sideToMove(position.fen)),
    check: inCheck(position.fen),
  };
}

function interactionConfig(props: ChessBoardProps): Config {
  return {
    orientation: props.orientation,
    movable: {
      free: false,
      color: props.movableColor ?? undefined,
      dests: (props.movableColor ? props.dests : new Map()) as Map<Key, Key[]>,
      showDests: true,
    },
    highlight: { lastMove: true, check: true, custom: new Map(props.hintSquare ? [[props.hintSquare as Key, styles.hint!]] : []) },
    drawable: { autoShapes: props.hintSquare ? [{ orig: props.hintSquare as Key, brush: 'green' }] : [] },
  };
}

/** The chessground board: drawn from props, reporting moves; it never judges them. */
export default function ChessBoard(props: ChessBoardProps) {
  const element = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);
  const onMove = useRef(props.onMove);
  const latest = useRef(props);
  useEffect(() => {
    onMove.current = props.onMove;
    latest.current = props;
  });

  useEffect(() => {
    if (!element.current) return;
    const initial = latest.current;
    const cg = Chessground(element.current, {
      ...positionConfig(initial.position),
      ...interactionConfig(initial),
      coordinates: true,
      animation: { enabled: true, duration: ANIMATION_MS },
      draggable: { enabled: true, distance: 3, showGhost: true },
      selectable: { enabled: true },
      premovable: { enabled: false },
      drawable: { enabled: true, visible: true },
      movable: {
        ...interactionConfig(initial).movable,
        events: { after: (from, to) => onMove.current(from, to) },
      },
    });
    api.current = cg;
    return () => {
      cg.destroy();
      api.current = null;
    };
  }, []);

  const { position } = props;
  useEffect(() => {
    api.current?.set(positionConfig(position));
  }, [position]);

  const { orientation, movableColor, dests, hintSquare } = props;
  useEffect(() => {
    const cg = api.current;
    if (!cg) return;
    cg.set(interactionConfig({ ...latest.current, orientation, movableColor, dests, hintSquare }));
    if (!movableColor) cg.selectSquare(null);
  }, [orientation, movableColor, dests, hintSquare]);

  return (
    <div className={styles.frame}>
      <div
        ref={element}
        className={styles.board}
        data-testid="chess-board"
        data-orientation={orientation}
        data-fen={position.fen}
        data-movable={movableColor ?? 'none'}
        role="img"
        aria-label={props.label}
      />
    </div>
  );
}
