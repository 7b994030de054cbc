// Warm pipelines, one per Apertium mode, started on first use and kept for the life of the process:
// a warm sentence then costs milliseconds instead of the ≈ 0.3 s an `apertium` run spends starting.
import { join } from 'node:path';
import { UserFacingError } from '../../errors';
import { runCommand } from './run-apertium';
import { WarmPipeline } from './warm-pipeline';

export interface WarmPipelineOptions {
  /** Apertium's data directory, holding `modes/<mode>.mode`. */
  dataDirectory: string;
  /** How long a pipeline may stay silent before it counts as stuck (plus 1 ms per character sent). */
  timeoutMs: number;
}

interface PipelineEntry {
  mode: string;
  ready: Promise<WarmPipeline>;
  pipeline?: WarmPipeline;
}

const pipelines = new Map<string, PipelineEntry>();

function startPipeline(key: string, mode: string, options: WarmPipelineOptions): PipelineEntry {
  const modeFile = join(options.dataDirectory, 'modes', `${mode}.mode`);
  const entry: PipelineEntry = {
    mode,
    ready: runCommand('apertium-wblank-mode', ['-z', modeFile]).then((script) => {
      const pipeline = new WarmPipeline(script, options.timeoutMs);
      entry.pipeline = pipeline;
      return pipeline;
    }),
  };
  // A pipeline that could not start is not kept, so the next request tries again.
  entry.ready.catch(() => forget(key, entry));
  pipelines.set(key, entry);
  return entry;
}

function forget(key: string, entry: PipelineEntry): void {
  if (pipelines.get(key) === entry) pipelines.delete(key);
  entry.pipeline?.close();
}

async function translateOnce(mode: string, chunks: readonly string[], options: WarmPipelineOptions) {
  const key = `${options.dataDirectory}\0${mode}`;
  let entry = pipelines.get(key);
  if (!entry || (entry.pipeline && !entry.pipeline.running)) entry = startPipeline(key, mode, options);
  try {
    return await (await entry.ready).translate(chunks);
  } catch (error) {
    forget(key, entry);
    throw error;
  }
}

/**
 * Translates chunks of Apertium's stream format with one mode's warm pipeline and answers in the same
 * format, so a second mode can take the answers as they are. A pipeline that dies or stalls is replaced
 * and the request tried once more; a second failure means Apertium itself is broken, which the user is told.
 */
export async function translateWithWarmPipeline(
  mode: string,
  chunks: readonly string[],
  options: WarmPipelineOptions,
): Promise<string[]> {
  try {
    return await translateOnce(mode, chunks, options);
  } catch (firstFailure) {
    try {
      return await translateOnce(mode, chunks, options);
    } catch (error) {
      throw new UserFacingError(
        'engine_unavailable',
        `Apertium's ${mode} translator stopped twice in a row: ${(error as Error).message}`,
        { engine: 'apertium', mode, firstFailure: (firstFailure as Error).message },
      );
    }
  }
}

/** The pipelines running now, by mode: for status pages and tests. */
export function runningApertiumPipelines(): { mode: string; pid: number }[] {
  return [...pipelines.values()].flatMap(({ mode, pipeline }) =>
    pipeline?.running ? [{ mode, pid: pipeline.pid }] : [],
  );
}

/** Stops every warm pipeline; the next translation starts them again. */
export function closeApertiumPipelines(): void {
  for (const [key, entry] of pipelines) forget(key, entry);
}
