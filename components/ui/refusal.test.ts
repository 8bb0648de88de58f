import { describe, expect, it } from 'vitest';
import { describeRefusal, SERVER_ERROR_MESSAGE } from './refusal';

describe('describeRefusal', () => {
  it("calls a rate limit busy and keeps the server's reason, which says what to do", () => {
    const said = 'Too many games started from your network in the last hour. Please wait a little and try again.';
    expect(describeRefusal(429, said)).toEqual({ kind: 'busy', title: 'Too busy right now', message: said });
  });

  it('says a server error in plain words, never its internals', () => {
    expect(describeRefusal(500, 'connect ECONNREFUSED 127.0.0.1:5432')).toEqual({
      kind: 'server',
      title: 'Server error',
      message: SERVER_ERROR_MESSAGE,
    });
    expect(describeRefusal(503, 'down').kind).toBe('server');
  });

  it('tells a lost connection from a refusal', () => {
    const offline = 'The server cannot be reached. Check your connection and try again.';
    expect(describeRefusal(0, offline)).toEqual({ kind: 'offline', title: 'No connection', message: offline });
    expect(describeRefusal(null, 'This game cannot be shown. Start a new one.').kind).toBe('refused');
    expect(describeRefusal(400, 'Unknown level.')).toEqual({
      kind: 'refused',
      title: 'This could not be opened',
      message: 'Unknown level.',
    });
  });
});
