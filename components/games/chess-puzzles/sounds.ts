'use client';

import { useCallback, useEffect, useState } from 'react';

/** Short generated tones (Web Audio API): no audio files to load. */
export type SoundKind = 'move' | 'capture' | 'solved' | 'failed';
export const MUTE_STORAGE_KEY = 'puzzle-games:chess:muted';

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  } catch {
    return null;
  }
}

function tone(ctx: AudioContext, frequency: number, startIn: number, duration: number, type: OscillatorType, volume: number) {
  const start = ctx.currentTime + startIn;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

export function playSound(kind: SoundKind) {
  const ctx = audio();
  if (!ctx) return;
  switch (kind) {
    case 'move':
      tone(ctx, 520, 0, 0.07, 'triangle', 0.18);
      break;
    case 'capture':
      tone(ctx, 330, 0, 0.06, 'square', 0.1);
      tone(ctx, 220, 0.05, 0.09, 'triangle', 0.18);
      break;
    case 'solved':
      [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(ctx, f, i * 0.09, 0.18, 'sine', 0.16));
      break;
    case 'failed':
      tone(ctx, 392, 0, 0.16, 'sine', 0.14);
      tone(ctx, 311.13, 0.14, 0.26, 'sine', 0.14);
      break;
  }
}

/** The mute toggle, remembered in localStorage; read after mount so the server render matches. */
export function useSound(): { muted: boolean; toggleMuted: () => void; play: (kind: SoundKind) => void } {
  const [muted, setMuted] = useState(false);
  useEffect(() => {
    try {
      setMuted(window.localStorage.getItem(MUTE_STORAGE_KEY) === '1');
    } catch {
      // Storage unavailable: sounds stay on.
    }
  }, []);
  const toggleMuted = useCallback(() => {
    setMuted((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(MUTE_STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Not remembered, still applied.
      }
      return next;
    });
  }, []);
  const play = useCallback(
    (kind: SoundKind) => {
      if (!muted) playSound(kind);
    },
    [muted],
  );
  return { muted, toggleMuted, play };
}

/** The sound of a played move, from its SAN. */
export const moveSound = (san: string): SoundKind => (san.includes('x') ? 'capture' : 'move');
