// The fuzzer's thread: translates each input it is sent exactly as a job does (pipeline.ts's
// translateDocument, the pseudo engine so every segment changes) and says how it ended. A hang or a
// crash ends the thread, never the process that runs the fuzzer (see fuzz-runner.ts).
import { parentPort } from 'node:worker_threads';
import { isUserFacingError } from '../../../errors';
import { translateDocument } from '../../../pipeline';

export interface FuzzRequest {
  filename: string;
  data: Uint8Array;
  bilingual: boolean;
  from: string;
}

export type ThreadOutcome =
  | { kind: 'translated' }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'internal'; message: string };

async function translated({ filename, data, bilingual, from }: FuzzRequest): Promise<ThreadOutcome> {
  try {
    const input = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    await translateDocument({
      input,
      filename,
      from,
      to: 'es',
      engine: 'pseudo',
      formatOptions: { bilingual },
    });
    return { kind: 'translated' };
  } catch (error) {
    if (isUserFacingError(error)) return { kind: 'refused', code: error.code, message: error.message };
    return {
      kind: 'internal',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

parentPort?.on('message', async (request: FuzzRequest) => {
  parentPort?.postMessage(await translated(request));
});
