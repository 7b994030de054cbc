// What every translation engine offers. Codes are the ISO codes of languages.ts.

export interface LanguagePair {
  from: string;
  to: string;
}

export interface EngineStatus {
  available: boolean;
  /** One line a person can act on: what is installed, or what is missing and how to get it. */
  detail: string;
}

export interface Engine {
  id: string;
  label: string;
  /** True when the engine runs on this machine and sends no text elsewhere. */
  offline: boolean;
  status(): Promise<EngineStatus>;
  pairs(): Promise<LanguagePair[]>;
  /** The most characters one `translate` call should carry; callers batch by it. */
  maxBatchChars: number;
  /** Translates each text; the result has the same length and order as `texts`. */
  translate(texts: string[], from: string, to: string, signal?: AbortSignal): Promise<string[]>;
}

export async function servesPair(engine: Engine, from: string, to: string): Promise<boolean> {
  const pairs = await engine.pairs();
  return pairs.some((pair) => pair.from === from && pair.to === to);
}
