// The front cache's memory: answers by key, each until its expiry, within a byte bound, and one render
// in flight per key, so a burst of identical requests on a cold key asks Next once.
import type { OutgoingHttpHeaders } from 'node:http';
import { ByteLru } from './byte-lru';

export interface CachedAnswer {
  statusCode: number;
  /** As Next set them (lower-case names), without the per-connection ones. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface StoredAnswer {
  answer: CachedAnswer;
  expiresAt: number;
}

/** Default bound: a few hundred pages of ~200 KB, far below a server's memory. */
export const defaultFrontCacheBytes = 64 * 1024 * 1024;

/** Headers and bookkeeping are counted roughly, so many tiny answers still respect the bound. */
const overheadBytesPerAnswer = 1024;

export class FrontCache {
  readonly #answers: ByteLru<StoredAnswer>;
  readonly maxBytes: number;
  readonly #inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  constructor(
    maxBytes: number = defaultFrontCacheBytes,
    private readonly now: () => number = Date.now,
  ) {
    this.maxBytes = maxBytes;
    this.#answers = new ByteLru(maxBytes);
  }

  get bytes(): number {
    return this.#answers.bytes;
  }

  /** A fresh answer, or undefined (an expired one is dropped). */
  get(key: string): CachedAnswer | undefined {
    const stored = this.#answers.get(key);
    if (!stored) return undefined;
    if (stored.expiresAt > this.now()) return stored.answer;
    this.#answers.delete(key);
    return undefined;
  }

  /** The render in flight for this key, if one is: its answer (undefined when not kept) once done. */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.#inFlight.get(key);
  }

  /**
   * Claims the key's render: until `finish` is called, `inFlight(key)` hands others its outcome. `finish`
   * stores the answer for `ttlMs` when given one (undefined: not shareable, nothing kept).
   */
  begin(key: string): (answer: CachedAnswer | undefined, ttlMs?: number) => void {
    let settle: (answer: CachedAnswer | undefined) => void = () => {};
    this.#inFlight.set(key, new Promise((resolve) => (settle = resolve)));
    return (answer, ttlMs) => {
      this.#inFlight.delete(key);
      if (answer && ttlMs !== undefined && ttlMs > 0) this.#store(key, answer, ttlMs);
      settle(answer && ttlMs !== undefined && ttlMs > 0 ? answer : undefined);
    };
  }

  #store(key: string, answer: CachedAnswer, ttlMs: number): void {
    const bytes = answer.body.length + overheadBytesPerAnswer;
    this.#answers.set(key, { answer, expiresAt: this.now() + ttlMs }, bytes);
  }
}
