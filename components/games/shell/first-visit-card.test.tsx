import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { howToClosed, howToOpened } from '@/components/games/how-to-play/first-visit-gate';
import { fakePlayApi } from '@/tests/support/fake-play-api';
import { GameShell } from './game-shell';
import type { ClientGame, GameInfo, GameViewProps } from './types';

const info: GameInfo = { id: 'fake-card', name: 'Fake card', levels: [{ id: 'easy', label: 'Easy' }], daily: false };

function View({ state }: GameViewProps<string>) {
  return <p data-testid="fake-board">{state}</p>;
}

const game: ClientGame<string, number> = {
  initialState: () => 'ready',
  parseState: (value) => (typeof value === 'string' ? value : null),
  moves: () => [],
  readyToSubmit: () => false,
  solvedState: () => null,
  View,
};

afterEach(() => document.documentElement.removeAttribute('data-how-to-open'));

describe("a grid game behind a first visit's how-to card", () => {
  it('asks for its play paused while the card is open, and resumes it the moment the card closes', async () => {
    const api = fakePlayApi({ game: info.id, puzzle: '1' });
    howToOpened(info.id);
    render(<GameShell info={info} game={game} />);

    // Loaded behind the card, paused: the board is there, hidden, and its clock waits.
    await screen.findByTestId('paused-panel');
    expect(api.sent('plays')).toHaveLength(1);
    expect(api.sent('plays')[0]?.body).toMatchObject({ mode: 'practice', level: 'easy', paused: true });
    expect(screen.getByTestId('fake-board').parentElement!.className).toContain('invisible');
    expect(api.sent('clock')).toEqual([]);

    // The card closes: the board shows at once and the server is told to start the clock.
    await act(async () => howToClosed(info.id));
    expect(screen.getByTestId('fake-board').parentElement!.className).not.toContain('invisible');
    await waitFor(() => expect(api.sent('clock').map((c) => c.body)).toEqual([{ paused: false }]));
    expect(screen.queryByTestId('paused-panel')).toBeNull();
  });

  it('asks for a running play when no card is open', async () => {
    const api = fakePlayApi({ game: info.id, puzzle: '1' });
    render(<GameShell info={info} game={game} />);
    await screen.findByTestId('fake-board');
    await waitFor(() => expect(api.sent('plays')).toHaveLength(1));
    expect(api.sent('plays')[0]?.body).not.toHaveProperty('paused');
    expect(api.sent('clock')).toEqual([]);
  });
});
