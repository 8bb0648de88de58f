/**
 * The client's address for the per-IP limits, from what this server can trust. With no trusted
 * proxy (hops 0) only the connection itself counts: X-Forwarded-For is whatever the client wrote.
 * Behind N proxies that each append the address they saw, the Nth entry from the right was written
 * by the Nth-nearest proxy, so it is the first address no client could choose.
 */
export function clientAddress(input: { forwardedFor: string | null; socketAddress: string | null; trustedHops: number }): string {
  const socket = input.socketAddress?.trim() || 'unknown';
  if (input.trustedHops === 0) return socket;
  const hops = (input.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than trusted proxies: the request skipped one, so the leftmost is the best we have.
  return hops[hops.length - input.trustedHops] ?? hops[0] ?? socket;
}

/**
 * The request header carrying the connection's own address, set by the server for every request
 * (instrumentation.ts) after dropping any value a client sent: Next.js keeps a client-sent
 * X-Forwarded-For, so the socket address would otherwise be lost.
 */
export const SOCKET_ADDRESS_HEADER = 'x-puzzle-games-socket-address';
