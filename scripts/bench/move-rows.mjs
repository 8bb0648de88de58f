// The bench rows of hidden-state moves: each request is one move on a play prepared for it (untimed),
// since a play takes one move at a time and a move changes it. A row runs only when the server plays
// its game. Each row (`label` for the report): `prepare(base, cookie, random)` makes a play and answers `{ playId, move }` (or
// null to skip that one), `verify(json)` checks an answer.
import { http } from './server.mjs';

export async function postJson(base, path, cookie, body) {
  const response = await http(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

const newPlay = (base, cookie, game, level) => postJson(base, `/api/games/${game}/plays`, cookie, { mode: 'practice', level });
const moveOf = (base, cookie, game, playId, move) => postJson(base, `/api/games/${game}/plays/${playId}/moves`, cookie, { move });
const statusIn = (json, statuses) => statuses.includes(json.status) && json.reply !== undefined && json.reply !== null;

export const MOVE_ROWS = [
  {
    // A random unopened cell of a started Beginner board (a mine ends the game: still one reveal).
    name: 'reveal minesweeper/beginner',
    label: 'Minesweeper reveal (Beginner, started board)',
    game: 'minesweeper',
    async prepare(base, cookie, random) {
      const play = await newPlay(base, cookie, 'minesweeper', 'beginner');
      const first = await moveOf(base, cookie, 'minesweeper', play.playId, { kind: 'open', cell: 40 });
      const hidden = [...(first.reply.board.split(':')[2] ?? '')].flatMap((c, i) => (c === '?' ? [i] : []));
      if (first.status !== 'playing' || hidden.length === 0) return null;
      return { playId: play.playId, move: { kind: 'open', cell: hidden[Math.floor(random() * hidden.length)] } };
    },
    verify: (json) => statusIn(json, ['playing', 'won', 'lost']) && typeof json.reply.board === 'string',
  },
  {
    // An Expert board's first click, which generates the no-guess board around it.
    name: 'first-click minesweeper/expert',
    label: 'Minesweeper first click (Expert: board generated)',
    game: 'minesweeper',
    async prepare(base, cookie, random) {
      const play = await newPlay(base, cookie, 'minesweeper', 'expert');
      const [width, height] = play.puzzle.split(':')[0].split('x').map(Number);
      return { playId: play.playId, move: { kind: 'open', cell: Math.floor(random() * width * height) } };
    },
    verify: (json) => statusIn(json, ['playing', 'won', 'lost']) && typeof json.reply.board === 'string',
  },
  {
    // A shuffle of a dealt Turtle (144 tiles, the largest): a re-deal that must clear again.
    name: 'shuffle mahjong-solitaire/turtle',
    label: 'Mahjong shuffle (Turtle, dealt: a re-deal that clears)',
    game: 'mahjong-solitaire',
    async prepare(base, cookie) {
      const play = await newPlay(base, cookie, 'mahjong-solitaire', 'turtle');
      await moveOf(base, cookie, 'mahjong-solitaire', play.playId, { type: 'start' });
      return { playId: play.playId, move: { type: 'shuffle' } };
    },
    verify: (json) => statusIn(json, ['playing']) && json.reply.shuffles === 1,
  },
  {
    // The player's first tile against three Hard opponents: the server plays their turns in the reply.
    name: 'move dominoes/draw-hard-3',
    label: 'Dominoes move (three Hard opponents reply)',
    game: 'dominoes',
    async prepare(base, cookie, random) {
      const play = await newPlay(base, cookie, 'dominoes', 'draw-hard-3');
      const view = play.view;
      if (view?.turn !== 0) return null;
      if (view.playable.length === 0) return view.canDraw ? { playId: play.playId, move: { type: 'draw' } } : null;
      const { tile, ends } = view.playable[Math.floor(random() * view.playable.length)];
      return { playId: play.playId, move: { type: 'play', tile, end: ends[0] } };
    },
    verify: (json) => statusIn(json, ['playing', 'won', 'lost']) && Array.isArray(json.reply.hand),
  },
  {
    // A Draw 1 deal's first draw from the stock (the state is replayed from the deal on every move).
    name: 'move solitaire/draw-1',
    label: 'Solitaire move (Draw 1: a draw from the stock)',
    game: 'solitaire',
    async prepare(base, cookie) {
      const play = await newPlay(base, cookie, 'solitaire', 'draw-1');
      return { playId: play.playId, move: { type: 'draw' } };
    },
    verify: (json) => statusIn(json, ['playing', 'won']) && Array.isArray(json.reply.tableau),
  },
  {
    // Check of the first across word of a started Mini filled with guesses: the server compares with the answer.
    name: 'check crosswords/easy',
    label: 'Crosswords check (Mini, a word)',
    game: 'crosswords',
    async prepare(base, cookie) {
      const play = await newPlay(base, cookie, 'crosswords', 'easy');
      await moveOf(base, cookie, 'crosswords', play.playId, { type: 'start' });
      const grid = play.puzzle.split('|')[0].replaceAll('/', '');
      const letters = grid.replaceAll('.', 'E');
      return { playId: play.playId, move: { type: 'check', scope: 'word', cell: grid.indexOf('.'), direction: 'across', letters } };
    },
    verify: (json) => statusIn(json, ['playing']) && Array.isArray(json.reply.checkedWrong),
  },
];

/**
 * `count` prepared moves of a row, each on its own play, by the callers in turn (not timed). A row
 * whose preparations keep coming back empty fails rather than loop.
 */
export async function prepareMoves(base, row, nextUser, count, random, concurrency = 8) {
  const out = [];
  let tries = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (out.length < count) {
        if (++tries > count * 5 + 50) throw new Error(`${row.name}: too few plays could be prepared (${out.length} of ${count})`);
        const { cookie } = nextUser();
        const item = await row.prepare(base, cookie, random);
        if (item && out.length < count) out.push({ ...item, cookie });
      }
    }),
  );
  return out;
}
