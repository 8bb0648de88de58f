import 'server-only';
import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

let installed = false;

/**
 * Puts each request's connection address in SOCKET_ADDRESS_HEADER, replacing anything a client
 * sent under that name. Next.js gives route handlers no socket, and fills X-Forwarded-For from it
 * only when the client sent none. Hooked where every HTTP server of this process emits 'request'.
 */
export function recordSocketAddresses(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
