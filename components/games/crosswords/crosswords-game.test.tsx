import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameInfo } from '@/components/games/shell/types';
import { fakePlayApi } from '@/tests/support/fake-play-api';
import CrosswordsGame from './crosswords-game';

const info: GameInfo = { id: 'crosswords', name: 'Crosswords', levels: [{ id: 'easy', label: 'Mini' }], daily: true };
const grid = '.../.../...';
const clues = `${grid}|A1 Feline pet;A4 Frozen water;A5 Not young|D1 Taxi;D2 Also;D3 Cooking pot`;
const view = (started: boolean) => ({
  started,
  ...(started ? { puzzle: clues } : {}),
  letters: '.........',
  checkedWrong: [],
  confirmed: [],
  revealed: [],
  assisted: false,
  full: false,
  solved: false,
  gaveUp: false,
});

beforeEach(() => {
  // A laptop: no touch keyboard.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

describe('Crosswords before the start', () => {
  it('holds Start and what it does in the clue bar, no clue on the page; Start brings the clue into the same bar', async () => {
    const api = fakePlayApi({
      game: info.id,
      puzzle: grid,
      view: view(false),
      move: (move) => ((move as { type: string }).type === 'start' ? { status: 'playing', reply: view(true) } : { status: 'playing' }),
    });
    render(<CrosswordsGame info={info} />);
    const bar = await screen.findByTestId('clue-bar');
    const start = within(bar).getByRole('button', { name: 'Start' });
    expect(start).toHaveAccessibleDescription('Shows the clues, starts the clock.');
    expect(start).toBeEnabled();
    expect(within(bar).queryByTestId('current-clue')).toBeNull();
    expect(screen.getByTestId('crosswords-cover')).toHaveAttribute('aria-hidden', 'true');
    expect(document.body).not.toHaveTextContent('Feline pet');
    expect(api.sent('moves')).toEqual([]);

    await userEvent.setup().click(start);
    expect(await within(bar).findByTestId('current-clue')).toHaveTextContent(/^1AFeline pet$/);
    expect(api.sent('moves').map((c) => (c.body?.move as { type: string }).type)).toEqual(['start']);
    expect(screen.getByTestId('clue-bar')).toBe(bar);
    expect(within(bar).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByTestId('crosswords-cover')).toBeNull();
  });
});
