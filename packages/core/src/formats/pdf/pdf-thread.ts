// The PDF thread: one document's extract or rebuild, away from the process's main thread. MuPDF is
// synchronous WebAssembly, so a page that never finishes would block the whole worker process; here
// it blocks only this thread, which in-pdf-thread.ts stops when its heartbeat falls silent. It also
// measures files of any format for quotes (measure-file.ts), away from the web process's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { isUserFacingError, UserFacingError } from '../../errors';
import { measureFile } from '../measure-file';
import { extractPdf, rebuildPdf } from './document-stages';
import { firstPages } from './first-pages';
import { heartbeatMs, type ThreadMessage, type ThreadRequest } from './in-pdf-thread';
import { renderPagePreview } from './page-preview';
import { describeWork, type PdfWork } from './pdf-work';

const post = (message: ThreadMessage) => parentPort?.postMessage(message);
let working: PdfWork = { step: 'open' };
const onWork = (work: PdfWork) => {
  working = work;
  post({ work });
};

/**
 * A WebAssembly trap (memory out of bounds, the stack exhausted by forms nested hundreds deep) is
 * MuPDF failing on what the file holds: the user is told where, and the thread ends with it.
 */
function asUserError(error: Error): Error {
  if (!(error instanceof WebAssembly.RuntimeError)) return error;
  const where =
    'page' in working ? `page ${working.page + 1} of this PDF` : `this PDF (${describeWork(working)})`;
  return new UserFacingError(
    'bad_file',
    `MuPDF could not read ${where} (${error.message}); the file may be damaged or built to crash readers. Print it to a new PDF and try again.`,
    'page' in working ? { page: working.page + 1 } : {},
  );
}

/** Buffers arrive as plain Uint8Arrays; MuPDF and the stages want Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(request: ThreadRequest): Promise<unknown> {
  if (request.kind === 'preview') return renderPagePreview(asBuffer(request.input), request.preview, onWork);
  if (request.kind === 'firstPages') {
    return firstPages(asBuffer(request.input), request.count, request.password, onWork);
  }
  if (request.kind === 'measure') return measureFile(request, asBuffer(request.input), onWork);
  if (request.kind === 'extract') {
    const { input, options, from, limits } = request;
    const doc = await extractPdf(asBuffer(input), options, from, onWork, limits);
    // The caller has the input already: not copied back.
    return { ...doc, skeleton: { ...doc.skeleton, input: undefined } };
  }
  const { doc, translations, target, pictures } = request;
  const skeleton = { ...doc.skeleton, input: asBuffer(doc.skeleton.input) };
  return rebuildPdf({ ...doc, skeleton }, translations, target, onWork, pictures);
}

// Beats only while the event loop is free: waiting for Tesseract beats, a stuck MuPDF call does not.
const heartbeat = setInterval(() => post({ beat: true }), heartbeatMs);
try {
  const result = await run(workerData as ThreadRequest);
  // A file the thread wrote is handed over, not copied, unless it shares its memory with other Buffers.
  const ownsMemory = result instanceof Uint8Array && result.byteLength === result.buffer.byteLength;
  parentPort?.postMessage(
    { result } satisfies ThreadMessage,
    ownsMemory ? [result.buffer as ArrayBuffer] : [],
  );
} catch (error) {
  const failure = asUserError(error instanceof Error ? error : new Error(String(error)));
  post({
    error: {
      message: failure.message,
      stack: failure.stack,
      ...(isUserFacingError(failure) ? { code: failure.code, details: failure.details } : {}),
    },
  });
} finally {
  clearInterval(heartbeat);
}
