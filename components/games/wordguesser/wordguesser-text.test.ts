import { describe, expect, it } from 'vitest';
import { guessAnnouncement, keyLabel, physicalKey, tileLabel } from './wordguesser-text';

const key = (
  key: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; tag: string; type: string; editable: boolean }> = {},
) =>
  physicalKey({
    key,
    ctrlKey: extra.ctrlKey ?? false,
    metaKey: extra.metaKey ?? false,
    altKey: extra.altKey ?? false,
    target: { tagName: extra.tag ?? 'BODY', type: extra.type, isContentEditable: extra.editable ?? false } as unknown as EventTarget,
  });

describe('Word Guesser texts', () => {
  it('labels tiles and keys with their colour in words', () => {
    expect(tileLabel(1, 'e', 'present')).toBe('letter 2, E, in the word elsewhere');
    expect(tileLabel(0, 's', 'correct')).toBe('letter 1, S, in the right place');
    expect(tileLabel(4, 'd')).toBe('letter 5, D');
    expect(tileLabel(2, undefined)).toBe('letter 3, empty');
    expect(keyLabel('q', undefined)).toBe('Q');
    expect(keyLabel('q', 'absent')).toBe('Q, not in the word');
  });

  it('announces a guess letter by letter', () => {
    expect(guessAnnouncement({ guess: 'speed', score: ['correct', 'present', 'correct', 'correct', 'absent'] })).toBe(
      'SPEED: S in the right place, P in the word elsewhere, E in the right place, E in the right place, D not in the word.',
    );
  });

  it('takes letters, Enter and Backspace, but not from fields nor with modifiers', () => {
    expect(key('a')).toEqual({ kind: 'letter', letter: 'a' });
    expect(key('Q')).toEqual({ kind: 'letter', letter: 'q' });
    expect(key('Enter')).toEqual({ kind: 'enter' });
    expect(key('Backspace')).toEqual({ kind: 'backspace' });
    expect(key('1')).toBeNull();
    expect(key('ArrowLeft')).toBeNull();
    expect(key('é')).toBeNull();
    expect(key('a', { tag: 'INPUT' })).toBeNull();
    expect(key('a', { tag: 'INPUT', type: 'email' })).toBeNull();
    expect(key('a', { tag: 'TEXTAREA' })).toBeNull();
    expect(key('a', { tag: 'INPUT', type: 'checkbox' })).toEqual({ kind: 'letter', letter: 'a' });
    expect(key('a', { editable: true })).toBeNull();
    expect(key('c', { ctrlKey: true })).toBeNull();
    expect(key('v', { metaKey: true })).toBeNull();
    // Enter on a focused button is that button's; a letter is still a letter.
    expect(key('Enter', { tag: 'BUTTON' })).toBeNull();
    expect(key('a', { tag: 'BUTTON' })).toEqual({ kind: 'letter', letter: 'a' });
  });
});
