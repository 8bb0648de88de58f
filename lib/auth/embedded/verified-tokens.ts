/**
 * Access tokens whose signature was already checked, so a request verifies each token once rather
 * than in the proxy, the handler's refresh and getUser (HMAC through WebCrypto is an async job per
 * call). Keyed by the exact token text and the signing key it was checked against: a different or
 * altered token is a miss and goes through the full verification. Only verified claims go in, so
 * nothing a client sends can fill it. Expiry is still judged by the caller on every read; a
 * revoked session is not this cache's business (getUser asks the database each time).
 */
export type VerifiedClaims = Readonly<{ sub: string; email: string; sid: string; exp: number }>;

export class VerifiedTokenCache {
  private readonly entries = new Map<string, { key: Uint8Array; claims: VerifiedClaims }>();

  constructor(private readonly limit: number) {}

  get(token: string, key: Uint8Array): VerifiedClaims | undefined {
    const entry = this.entries.get(token);
    return entry && entry.key === key ? entry.claims : undefined;
  }

  set(token: string, key: Uint8Array, claims: VerifiedClaims): void {
    this.entries.delete(token);
    // Oldest first out: a Map iterates in insertion order.
    while (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(token, { key, claims: Object.freeze({ ...claims }) });
  }

  get size(): number {
    return this.entries.size;
  }
}
