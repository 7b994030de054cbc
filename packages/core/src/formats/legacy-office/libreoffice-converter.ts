// Converts legacy Office files to their OOXML successors with one long-lived LibreOffice, started on
// first use: a warm conversion takes tens to hundreds of milliseconds where a cold `soffice
// --convert-to` takes over a second. Conversions wait in a queue (LibreOffice converts one document at
// a time anyway), and each takes one of the process's LibreOffice slots (process-limits.ts), which
// previews share; one that runs too long is ended by killing LibreOffice, which starts again for the
// next one, as it does after a crash.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserFacingError } from '../../errors';
import { inLibreOfficeSlot } from '../../processes/process-limits';
import { LibreOfficeProcess, LibreOfficeStopped } from './libreoffice-process';

export interface ConversionRequest {
  input: Buffer;
  /** With the dot, as LibreOffice's type detection looks at it: `.doc`. */
  inputExtension: string;
  outputExtension: string;
  /** LibreOffice's export filter: `MS Word 2007 XML`. */
  filter: string;
  /** Prefixes of the LibreOffice type names the input may be detected as: `writer_MS_Word_97`. */
  accept: readonly string[];
  /** Overrides the converter's limit for this one file. */
  timeoutMs?: number;
}

export type ConversionResult =
  | { status: 'converted'; output: Buffer }
  | { status: 'wrong_type'; type: string }
  | { status: 'unreadable'; reason: string }
  | { status: 'timed_out'; seconds: number };

export interface ConverterSettings {
  timeoutMs: number;
  startTimeoutMs: number;
}

const defaultSettings: ConverterSettings = { timeoutMs: 60_000, startTimeoutMs: 30_000 };

const timedOut = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export class LibreOfficeConverter {
  private office?: LibreOfficeProcess;
  private queue: Promise<unknown> = Promise.resolve();
  private converted = 0;
  private exitHandlerAdded = false;

  constructor(private readonly settings: ConverterSettings = defaultSettings) {}

  convert(request: ConversionRequest): Promise<ConversionResult> {
    const result = this.queue.then(() => inLibreOfficeSlot(() => this.convertNow(request)));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Stops LibreOffice now; the next conversion starts it again. */
  shutdown(): void {
    this.office?.stop();
    this.office = undefined;
  }

  /**
   * A LibreOffice that died since the last conversion (or is killed by this file) is replaced and the
   * file tried once more, so one crash does not fail an innocent job; a file that crashes it twice is
   * reported unreadable.
   */
  private async convertNow(request: ConversionRequest): Promise<ConversionResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.convertOnce(request);
      } catch (error) {
        if (!(error instanceof LibreOfficeStopped)) throw error;
        if (attempt === 2) return { status: 'unreadable', reason: error.message };
      }
    }
  }

  private async convertOnce(request: ConversionRequest): Promise<ConversionResult> {
    const office = await this.runningOffice();
    const name = path.join(office.directory, `${++this.converted}`);
    const input = `${name}${request.inputExtension}`;
    const output = `${name}${request.outputExtension}`;
    await writeFile(input, request.input);
    try {
      const order = { input, output, filter: request.filter, accept: request.accept };
      const timeoutMs = request.timeoutMs ?? this.settings.timeoutMs;
      const reply = await within(office.request(order), timeoutMs);
      if (reply === timedOut) {
        this.shutdown();
        return { status: 'timed_out', seconds: Math.ceil(timeoutMs / 1000) };
      }
      if (reply.status !== 'converted') return reply;
      return { status: 'converted', output: await readFile(output) };
    } finally {
      await Promise.all([rm(input, { force: true }), rm(output, { force: true })]);
    }
  }

  private async runningOffice(): Promise<LibreOfficeProcess> {
    if (this.office?.alive) return this.office;
    this.shutdown();
    this.stopOnExit();
    const office = new LibreOfficeProcess(this.settings.startTimeoutMs / 1000);
    this.office = office;
    try {
      if ((await within(office.ready(), this.settings.startTimeoutMs)) === timedOut) {
        throw new LibreOfficeStopped(`LibreOffice did not start within ${this.settings.startTimeoutMs} ms`);
      }
      return office;
    } catch (error) {
      this.shutdown();
      throw cannotStart(error);
    }
  }

  private stopOnExit() {
    if (this.exitHandlerAdded) return;
    this.exitHandlerAdded = true;
    process.once('exit', () => this.shutdown());
  }
}

function cannotStart(error: unknown): UserFacingError {
  const reason = error instanceof Error ? error.message : String(error);
  return new UserFacingError(
    'misconfigured',
    'Verso opens DOC, XLS, PPT and RTF files with LibreOffice, which could not be started on this server. ' +
      'The operator must install the libreoffice-writer-nogui, libreoffice-calc-nogui, libreoffice-impress-nogui ' +
      'and python3-uno packages.',
    { reason },
  );
}

/** The converter the formats use: one LibreOffice for the whole process, started on first use. */
export const libreOfficeConverter = new LibreOfficeConverter();
