// A process-wide listener for engine calls: the services count their latency and failures for
// /metrics without the core knowing how they are exported. On globalThis, like the process limits:
// a bundler may load the core more than once in one process.
import type { Engine, TranslateOptions } from './engine';

export interface EngineCall {
  engine: string;
  /** How long the call took, in seconds. */
  seconds: number;
  /** Texts sent in the call. */
  texts: number;
  failed: boolean;
}

export type EngineCallObserver = (call: EngineCall) => void;

const globalKey = Symbol.for('verso.engineCallObserver');
const holder = globalThis as { [globalKey]?: EngineCallObserver };

/** Replaces the listener (one per process; the services set it at start-up). */
export function observeEngineCalls(observer: EngineCallObserver | undefined): void {
  holder[globalKey] = observer;
}

/** `engine.translate`, reported to the listener. */
export async function callEngine(
  engine: Engine,
  texts: string[],
  from: string,
  to: string,
  options?: TranslateOptions,
): Promise<string[]> {
  const started = performance.now();
  let failed = false;
  try {
    return await engine.translate(texts, from, to, options);
  } catch (error) {
    // A call stopped on purpose (a cancelled job) is no engine failure.
    failed = !options?.signal?.aborted;
    throw error;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    holder[globalKey]?.({ engine: engine.id, seconds, texts: texts.length, failed });
  }
}
