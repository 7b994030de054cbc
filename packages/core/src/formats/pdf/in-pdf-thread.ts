// Runs the PDF stages in a worker thread with a time budget per page. MuPDF is synchronous
// WebAssembly: a pathological page (forms nested a million draws deep, a broken stream MuPDF loops
// over) cannot be interrupted inside the thread that runs it, so it runs in a thread of its own, which
// is terminated when it has been busy on one page for longer than the budget. The job then fails with
// a message naming the page, and the process that ran it carries on. The threads are bounded too: at
// most the process limit of them run at once (the rest wait), each with a capped JavaScript heap, so
// a document that needs more fails alone instead of taking the process down.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { coreEnvironment, type Environment, runsBundled } from '../../environment';
import { type UserErrorCode, UserFacingError } from '../../errors';
import { inPdfThreadSlot, processLimits } from '../../processes/process-limits';
import type { ExtractedDocument, FormatOptions, ReadLimits, RebuildTarget } from '../format';
import type { MeasureRequest } from '../measure-file';
import type { PdfSkeleton } from './document-stages';
import type { PagePreview } from './page-preview';
import type { PdfPictureReplacement } from './pdf-pictures';
import { describeWork, type PdfWork } from './pdf-work';

export type ThreadRequest =
  | { kind: 'extract'; input: Uint8Array; options: FormatOptions; from?: string; limits?: ReadLimits }
  | {
      kind: 'rebuild';
      doc: ExtractedDocument<PdfSkeleton>;
      translations: string[];
      target: RebuildTarget;
      /** Pictures lettered in the target language, for the image objects they replace. */
      pictures?: PdfPictureReplacement[];
    }
  | { kind: 'preview'; input: Uint8Array; preview: PagePreview }
  | { kind: 'firstPages'; input: Uint8Array; count: number; password?: string }
  | ({ kind: 'measure' } & MeasureRequest);

interface ThreadFailure {
  message: string;
  stack?: string;
  code?: UserErrorCode;
  details?: Record<string, unknown>;
}

export type ThreadMessage =
  | { beat: true }
  | { work: PdfWork }
  | { result: unknown }
  | { error: ThreadFailure };

/** How often the thread says it is alive; far below any budget. */
export const heartbeatMs = 500;

/** The budget for one page's synchronous work: `VERSO_PDF_PAGE_SECONDS`, 60 s by default. */
export function pageBudgetMs(env: Environment = coreEnvironment()): number {
  const seconds = Number(env.VERSO_PDF_PAGE_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
}

const require = createRequire(import.meta.url);

// Resolved at run time by Node, never by a bundler (see font-subset.ts).
const threadModule = '@verso/core/formats/pdf/pdf-thread';
const threadBundle = '@verso/core/dist/pdf-thread.mjs';
const tsxPackage = 'tsx/package.json';

/** What `new Worker` runs: a file, or (with `eval`) a module's source. */
interface ThreadEntry {
  entry: string;
  eval: boolean;
}

/** The bundle the site's build writes (scripts/lib/pdf-thread-bundle.mjs), if there is one. */
function bundledThread(): string | undefined {
  try {
    return require.resolve(/* turbopackIgnore: true */ threadBundle);
  } catch {
    return undefined;
  }
}

/**
 * In production (the built site: `next start` sets NODE_ENV) the thread is the plain JavaScript bundle
 * made by the build, so no TypeScript loader is needed. Elsewhere, and when no build was made, it runs
 * the core's TypeScript sources through tsx's loader, so tests and development always run current code.
 */
function threadEntry(): ThreadEntry {
  const bundle = runsBundled() ? bundledThread() : undefined;
  if (bundle) return { entry: bundle, eval: false };
  const source = require.resolve(/* turbopackIgnore: true */ threadModule);
  const tsx = path.join(
    path.dirname(require.resolve(/* turbopackIgnore: true */ tsxPackage)),
    'dist/esm/api/index.mjs',
  );
  const url = (file: string) => JSON.stringify(pathToFileURL(file).href);
  return {
    entry: `import(${url(tsx)}).then((tsx) => { tsx.register(); return import(${url(source)}); });`,
    eval: true,
  };
}

function revived(failure: ThreadFailure): Error {
  if (failure.code) return new UserFacingError(failure.code, failure.message, failure.details);
  return Object.assign(new Error(failure.message), { stack: failure.stack });
}

/** What the user is told was stopped: a quote measures files of every format, the rest are PDFs. */
const fileNoun = (request: ThreadRequest) => (request.kind === 'measure' ? 'file' : 'PDF');

function overBudget(work: PdfWork | undefined, budgetMs: number, noun: string): UserFacingError {
  const seconds = Math.round(budgetMs / 1000);
  const what = work ? describeWork(work) : 'opening the file';
  const subject = work && 'page' in work ? `Page ${work.page + 1} of this PDF` : `This ${noun} (${what})`;
  return new UserFacingError(
    'bad_file',
    `${subject} took longer than ${seconds} s to process, so the translation was stopped. ` +
      'The page may be damaged or unusually complex: remove it, or print the PDF to a new file, and try again.',
    { ...(work && 'page' in work ? { page: work.page + 1 } : {}), budgetSeconds: seconds },
  );
}

function outOfMemory(work: PdfWork | undefined, memoryMb: number, noun: string): UserFacingError {
  const where = work && 'page' in work ? ` (at page ${work.page + 1})` : '';
  return new UserFacingError(
    'too_large',
    `This ${noun} needs more memory than this server gives one document (${memoryMb} MB)${where}, so the translation was stopped. ` +
      'Split it into smaller files and try again.',
    { ...(work && 'page' in work ? { page: work.page + 1 } : {}), memoryMb },
  );
}

const isOutOfMemory = (error: Error) => (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The stages' result for `request`, computed in a thread that is stopped when a page overruns
 * `budgetMs`; it waits for one of the process's PDF thread slots first.
 */
export function inPdfThread<T>(
  request: ThreadRequest,
  budgetMs = pageBudgetMs(),
  handedOver: ArrayBuffer[] = [],
): Promise<T> {
  return inPdfThreadSlot(() => runInThread<T>(request, budgetMs, handedOver));
}

/** `handedOver` memory is moved to the thread rather than copied; the caller's views of it become empty. */
function runInThread<T>(request: ThreadRequest, budgetMs: number, handedOver: ArrayBuffer[]): Promise<T> {
  const thread = threadEntry();
  const memoryMb = processLimits().pdfThreadMemoryMb;
  const worker = new Worker(thread.entry, {
    eval: thread.eval,
    workerData: request,
    transferList: handedOver,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  return new Promise<T>((resolve, reject) => {
    let working: PdfWork | undefined;
    let watchdog: NodeJS.Timeout | undefined;
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      // Answered only once the thread is gone, so its slot counts threads that exist, not requests.
      void worker.terminate().finally(done);
    };
    // Armed by the thread's first message: starting it (loading its code and MuPDF) is not a page's work.
    const rearm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(
        () => settle(() => reject(overBudget(working, budgetMs, fileNoun(request)))),
        budgetMs,
      );
    };
    worker.on('message', (message: ThreadMessage) => {
      if ('result' in message) settle(() => resolve(message.result as T));
      else if ('error' in message) settle(() => reject(revived(message.error)));
      else {
        if ('work' in message) working = message.work;
        rearm();
      }
    });
    worker.on('error', (error) =>
      settle(() => reject(isOutOfMemory(error) ? outOfMemory(working, memoryMb, fileNoun(request)) : error)),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The PDF thread exited early (code ${code}).`))),
    );
  });
}
