// How much heavy work one process runs at once: LibreOffice conversions and PDF threads each take
// hundreds of megabytes and a core, so beyond their limit they wait their turn. The operator's
// configuration sets the limits at start-up (services' config.ts); the CLI keeps the defaults.
import { availableParallelism } from 'node:os';
import { concurrencyLimit, type Limiter } from '../engines/http/concurrency-limit';

export interface ProcessLimits {
  /** LibreOffice conversions (previews and legacy formats alike) running at once. */
  libreOfficeConversions: number;
  /** PDF threads running at once. */
  pdfThreads: number;
  /** The JavaScript heap one PDF thread may use, in MB. */
  pdfThreadMemoryMb: number;
}

export const defaultProcessLimits: ProcessLimits = {
  libreOfficeConversions: 1,
  pdfThreads: availableParallelism(),
  pdfThreadMemoryMb: 1024,
};

interface Gates {
  limits: ProcessLimits;
  libreOffice: Limiter;
  pdfThreads: Limiter;
}

const gatesFor = (limits: ProcessLimits): Gates => ({
  limits,
  libreOffice: concurrencyLimit(limits.libreOfficeConversions),
  pdfThreads: concurrencyLimit(limits.pdfThreads),
});

// On globalThis: a bundler (Next.js) may load the core more than once in one process, and the limits
// hold for the process, not for each copy.
const globalKey = Symbol.for('verso.processLimits');
const holder = globalThis as { [globalKey]?: Gates };
const gates = () => {
  holder[globalKey] ??= gatesFor(defaultProcessLimits);
  return holder[globalKey];
};

/** Replaces the limits; call it before work starts (work already waiting keeps the old gates). */
export function setProcessLimits(limits: Partial<ProcessLimits>): void {
  holder[globalKey] = gatesFor({ ...gates().limits, ...limits });
}

export const processLimits = (): ProcessLimits => gates().limits;

/** Runs `task` once fewer than the limit of LibreOffice conversions are running. */
export const inLibreOfficeSlot: Limiter = (task) => gates().libreOffice(task);

/** Runs `task` once fewer than the limit of PDF threads are running. */
export const inPdfThreadSlot: Limiter = (task) => gates().pdfThreads(task);
