/**
 * The client's address for the per-IP limits, from what this server can trust. With no trusted
 * proxy (hops 0) only the connection itself counts: X-Forwarded-For is whatever the client wrote.
 * Behind N proxies that each append the address they saw, the Nth entry from the right was written
 * by the Nth-nearest proxy, so it is the first address no client could choose.
 */
export function clientAddress(input: {
  forwardedFor: string | null;
  socketAddress: string | null;
  trustedHops: number;
  ipv6PrefixBits?: number;
}): string {
  return limitSubject(pickAddress(input), input.ipv6PrefixBits ?? 64);
}

function pickAddress(input: { forwardedFor: string | null; socketAddress: string | null; trustedHops: number }): string {
  const socket = input.socketAddress?.trim() || 'unknown';
  if (input.trustedHops === 0) return socket;
  const hops = (input.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than trusted proxies: the request skipped one, so the leftmost is the best we have.
  return hops[hops.length - input.trustedHops] ?? hops[0] ?? socket;
}

/** Eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * The address as a limit counts it: an IPv4-mapped IPv6 form is its IPv4 address, and an IPv6
 * address stands for its whole prefix (one /64 is one subscriber, who can rotate freely inside it).
 */
export function limitSubject(address: string, prefixBits: number): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const masked = groups.map((group, index) => {
    const keep = Math.max(0, Math.min(16, prefixBits - index * 16));
    return keep === 0 ? 0 : group & ~((1 << (16 - keep)) - 1) & 0xffff;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefixBits}`;
}

/**
 * The request header carrying the connection's own address, set by the server for every request
 * (instrumentation.ts) after dropping any value a client sent: Next.js keeps a client-sent
 * X-Forwarded-For, so the socket address would otherwise be lost.
 */
export const SOCKET_ADDRESS_HEADER = 'x-puzzle-games-socket-address';
