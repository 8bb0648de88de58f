import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer for the tests: round-robin over a list of servers that the test changes as it
 * restarts them, one new upstream connection per request. A request that could not be delivered
 * (the connection refused or reset before any answer: a server that stopped taking connections) is
 * tried on the next server, as a proxy's "next upstream on error" does; anything answered is passed on.
 */
export type Front = {
  url: string;
  upstreams: string[];
  /** Requests that found no server to answer them (the front's own 502s). */
  undelivered(): number;
  close(): Promise<void>;
};

export async function startFront(port = 0): Promise<Front> {
  let next = 0;
  let undelivered = 0;
  const front: Front = { url: '', upstreams: [], undelivered: () => undelivered, close: async () => {} };

  function forward(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, start: number, attempt: number) {
    const upstreams = front.upstreams;
    if (attempt >= Math.max(2, upstreams.length * 2) || upstreams.length === 0) {
      undelivered++;
      response.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
      return;
    }
    // Each retry goes to the next server after the one that failed, whatever other requests do meanwhile.
    const target = new URL(upstreams[(start + attempt) % upstreams.length] ?? '');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    let answered = false;
    upstream.once('response', () => (answered = true));
    upstream.once('error', () => {
      if (!answered) forward(request, body, response, start, attempt + 1);
      else response.destroy();
    });
    upstream.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, next++, 0));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  front.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  front.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return front;
}
