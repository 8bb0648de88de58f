'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { heldSentence } from '@/components/games/shell/format';
import { HiddenStateFrame } from '@/components/games/shell/hidden-state-frame';
import { LetterKeyboard } from '@/components/games/shell/letter-keyboard';
import { ToggleSwitch } from '@/components/games/shell/toggle-switch';
import type { GameInfo } from '@/components/games/shell/types';
import { useHiddenFrame } from '@/components/games/shell/use-hidden-frame';
import { keyboardState } from '@/lib/games/wordguesser/keyboard-state';
import { WORD_LENGTH, type WordGuesserMove } from '@/lib/games/wordguesser/types';
import { WordGuesserBoard } from './wordguesser-board';
import { WordGuesserEndPanel } from './wordguesser-end-panel';
import { guessAnnouncement, keyLabel, physicalKey, scoreColour, type KeyAction } from './wordguesser-text';
import { parseWordGuesserView } from './wordguesser-view';

const HARD_MODE_KEY = 'wordguesser:hard-mode';
const CONTRAST_KEY = 'wordguesser:high-contrast';

function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}
function store(key: string, on: boolean) {
  try {
    window.localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * The /wordguesser page's game: the board, the keyboards and the options; every guess is judged by
 * the server (useHiddenPlay), which answers the colours and, only at the end, the word.
 */
export default function WordGuesserGame({ info }: { info: GameInfo }) {
  const p = useHiddenFrame(info, parseWordGuesserView);
  const { announce } = p;
  const [typed, setTyped] = useState('');
  const [shake, setShake] = useState(0);
  const [revealRow, setRevealRow] = useState<number | null>(null);
  const [hardChoice, setHardChoice] = useState(false);
  const [highContrast, setHighContrast] = useState(false);

  // Stored options are read after hydration (the server render knows nothing of this browser).
  useEffect(() => {
    setHardChoice(stored(HARD_MODE_KEY));
    setHighContrast(stored(CONTRAST_KEY));
  }, []);

  const playId = p.play?.playId;
  useEffect(() => {
    setTyped('');
    setRevealRow(null);
  }, [playId]);

  const guesses = useMemo(() => p.view?.guesses ?? [], [p.view]);
  const keys = useMemo(() => keyboardState(guesses), [guesses]);
  const playing = p.phase.kind === 'playing';
  const { paused } = p;
  const started = guesses.length > 0;
  const hardMode = started ? (p.view?.hardMode ?? false) : hardChoice;

  // A tap that changes nothing says why, in the frame's bubble over the message line (never over the
  // tiles), as a refused guess does with a shake of its row.
  const { notify } = p;
  const refuse = useCallback(
    (text: string) => {
      notify(text);
      setShake((n) => n + 1);
    },
    [notify],
  );

  const submit = useCallback(async () => {
    if (typed.length < WORD_LENGTH) return refuse('Not enough letters');
    const move: WordGuesserMove = started ? { guess: typed } : { guess: typed, hardMode: hardChoice };
    const sent = await p.send(move);
    if (!sent.ok) return refuse(sent.message);
    setTyped('');
    setRevealRow(guesses.length);
  }, [guesses.length, hardChoice, p, refuse, started, typed]);

  // Each judged guess is read out, then the end.
  const announced = useRef<{ playId: string; count: number } | null>(null);
  useEffect(() => {
    if (!playId || !p.view) return;
    const before = announced.current;
    announced.current = { playId, count: p.view.guesses.length };
    if (!before || before.playId !== playId || p.view.guesses.length <= before.count) return;
    const last = p.view.guesses.at(-1)!;
    const held = p.phase.kind === 'over' ? p.phase.result?.held : null;
    const end =
      p.phase.kind === 'over'
        ? p.phase.status === 'won'
          ? ` You found the word.${held ? ` ${heldSentence(held)}` : ''}`
          : ` Out of guesses: the word was ${p.view.answer?.toUpperCase()}.`
        : '';
    announce(`Guess ${p.view.guesses.length}: ${guessAnnouncement(last)}${end}`);
  }, [announce, p.phase, p.view, playId]);

  const onKey = useCallback(
    (action: KeyAction) => {
      if (!playing || paused || p.busy) return;
      if (action.kind === 'enter') return void submit();
      if (action.kind === 'backspace') setTyped((t) => t.slice(0, -1));
      else setTyped((t) => (t.length < WORD_LENGTH ? t + action.letter : t));
    },
    [p.busy, paused, playing, submit],
  );

  const latestKey = useRef(onKey);
  useEffect(() => {
    latestKey.current = onKey;
  }, [onKey]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = physicalKey(event);
      if (!action) return;
      event.preventDefault();
      latestKey.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const over = p.phase.kind === 'over' ? p.phase : null;
  return (
    <HiddenStateFrame
      info={info}
      frame={p}
      // The server times the play from its issue (leaderboards rank the fastest wins).
      started
      moved={started}
      hides="the guesses are"
      pausedPlacement="in-place"
      loadingText="Loading the puzzle…"
      header={(parts) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {parts.picker}
          {parts.timer}
          {parts.pause}
          <ToggleSwitch
            checked={hardMode}
            disabled={!playing}
            locked={started ? 'Hard mode is chosen before the first guess.' : null}
            onLocked={notify}
            describedBy="hard-mode-note"
            title="Revealed hints must be used in every later guess"
            onChange={(on) => {
              setHardChoice(on);
              store(HARD_MODE_KEY, on);
            }}
          >
            Hard mode
          </ToggleSwitch>
          <span id="hard-mode-note" className="sr-only">
            Greens stay in place and yellows must be used. Chosen before the first guess.
          </span>
          <ToggleSwitch
            checked={highContrast}
            onChange={(on) => {
              setHighContrast(on);
              store(CONTRAST_KEY, on);
            }}
          >
            High contrast
          </ToggleSwitch>
        </div>
      )}
      end={
        over &&
        p.play &&
        p.view && (
          <WordGuesserEndPanel
            key={p.play.playId}
            info={info}
            play={p.play}
            view={p.view}
            status={over.status}
            result={over.result}
            statistics={p.statistics}
            highContrast={highContrast}
            onNext={p.newGame}
          />
        )
      }
      board={({ paused: pausedPanel }) => (
        <div className="relative" data-testid="wordguesser-area" data-phase={p.phase.kind} data-hard-mode={hardMode}>
          {pausedPanel || (
            <WordGuesserBoard
              guesses={guesses}
              typed={typed}
              revealRow={revealRow}
              shake={shake}
              highContrast={highContrast}
              playing={playing}
            />
          )}
        </div>
      )}
      below={
        !over &&
        !paused && (
          <LetterKeyboard
            testId="wordguesser-keyboard"
            disabled={!playing}
            onKey={onKey}
            // Each key shows the best colour found for its letter, in its name too.
            look={(letter) => {
              const score = keys[letter];
              return {
                label: keyLabel(letter, score),
                className: score ? scoreColour(score, highContrast) : undefined,
                data: { 'data-score': score ?? 'unknown' },
              };
            }}
          />
        )
      }
    />
  );
}
