// Runs fuzz inputs one at a time in a thread of their own (fuzz-thread.ts) with a time limit each:
// an input that overruns it is a hang, one that ends the thread a crash; either way the thread is
// replaced and the run goes on. A refusal must be a UserFacingError whose message names the format.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FuzzFamily } from './fuzz-families';
import type { FuzzInput } from './fuzz-inputs';
import type { FuzzRequest, ThreadOutcome } from './fuzz-thread';

export type OutcomeKind = 'translated' | 'refused' | 'unnamed' | 'internal' | 'hang' | 'crash';

/** The kinds that are defects: every input must be translated or refused with a clear message. */
export const defectKinds: readonly OutcomeKind[] = ['unnamed', 'internal', 'hang', 'crash'];

export interface FuzzOutcome {
  family: string;
  label: string;
  mutation: string;
  kind: OutcomeKind;
  message?: string;
  ms: number;
}

const require = createRequire(import.meta.url);

function threadSource(): string {
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const url = (file: string) => JSON.stringify(pathToFileURL(file).href);
  const thread = path.join(import.meta.dirname, 'fuzz-thread.ts');
  return `import(${url(tsx)}).then((tsx) => { tsx.register(); return import(${url(thread)}); });`;
}

/**
 * A refusal that is about the text, not the file (garbled text whose language "auto" cannot tell, or
 * finds to be the target language), tells the user what to do without naming the format.
 */
const textRefusals = new Set(['unknown_language', 'same_language']);

function classified(outcome: ThreadOutcome, family: FuzzFamily): Pick<FuzzOutcome, 'kind' | 'message'> {
  if (outcome.kind === 'refused' && !textRefusals.has(outcome.code) && !family.names.test(outcome.message))
    return { kind: 'unnamed', message: outcome.message };
  return outcome.kind === 'translated'
    ? { kind: 'translated' }
    : { kind: outcome.kind, message: outcome.message };
}

export class FuzzRunner {
  private worker: Worker | undefined;

  constructor(private readonly timeoutMs: number) {}

  async run(input: FuzzInput, family: FuzzFamily): Promise<FuzzOutcome> {
    const started = performance.now();
    const result = await this.attempt(input, family);
    return {
      family: family.name,
      // Enough to make the input again: its seed, mutation, and the job's settings.
      label: `${input.label} (${input.filename}, from ${input.from}${input.bilingual ? ', bilingual' : ''})`,
      mutation: input.mutation,
      ...result,
      ms: performance.now() - started,
    };
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private thread(): Worker {
    if (!this.worker) {
      // MuPDF and LibreOffice write a warning for each damaged object; thousands of inputs make noise
      // that hides the run's report, so the thread's output is read and dropped.
      this.worker = new Worker(threadSource(), { eval: true, stdout: true, stderr: true });
      this.worker.stdout.resume();
      this.worker.stderr.resume();
    }
    return this.worker;
  }

  private attempt(input: FuzzInput, family: FuzzFamily): Promise<Pick<FuzzOutcome, 'kind' | 'message'>> {
    const worker = this.thread();
    return new Promise((resolve) => {
      const settle = (result: Pick<FuzzOutcome, 'kind' | 'message'>, broken: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        // The next input gets a new thread at once, not this one while it is being stopped.
        if (broken) {
          this.worker = undefined;
          void worker.terminate();
        }
        resolve(result);
      };
      const onMessage = (outcome: ThreadOutcome) => settle(classified(outcome, family), false);
      const onError = (error: Error) =>
        settle({ kind: 'crash', message: error.stack ?? error.message }, true);
      const onExit = (code: number) =>
        settle({ kind: 'crash', message: `the thread exited with code ${code}` }, true);
      const timer = setTimeout(
        () => settle({ kind: 'hang', message: `no outcome within ${this.timeoutMs} ms` }, true),
        this.timeoutMs,
      );
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      const { filename, data, bilingual, from } = input;
      worker.postMessage({ filename, data, bilingual, from } satisfies FuzzRequest);
    });
  }
}
