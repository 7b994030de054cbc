// One GET to arXiv, bounded: a time limit on the whole answer (headers and body) and a size limit
// checked while the body arrives, so a huge or endless answer is cut off rather than held in memory.
import { isUserFacingError, UserFacingError } from '../errors';

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const defaultDownloadLimits: DownloadLimits = { timeoutMs: 60_000, maxBytes: 50 * 1024 * 1024 };

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function boundedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    const chunk = read.value;
    received += chunk.length;
    if (received > maxBytes) {
      await reader?.cancel();
      throw new UserFacingError(
        'too_large',
        `The paper's files from arXiv are larger than ${megabytes(maxBytes)}.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function statusError(status: number, what: string): UserFacingError {
  if (status === 404) return new UserFacingError('not_found', `arXiv has no ${what}.`);
  if (status === 429 || status === 503) {
    return new UserFacingError(
      'rate_limited',
      `arXiv asked Verso to slow down (HTTP ${status}); try again in a minute.`,
    );
  }
  return new UserFacingError('engine_unavailable', `arXiv answered HTTP ${status} for ${what}.`);
}

/** `what` names the thing asked for in messages: "source for 2401.00001". */
export async function downloadFromArxiv(url: string, what: string, limits: DownloadLimits): Promise<Buffer> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(url, { signal: timeout, redirect: 'follow' });
    if (!response.ok) throw statusError(response.status, what);
    return await boundedBody(response, limits.maxBytes);
  } catch (error) {
    if (isUserFacingError(error)) throw error;
    const reason = timeout.aborted
      ? `did not answer within ${limits.timeoutMs / 1000} s`
      : 'could not be reached';
    throw new UserFacingError('engine_unavailable', `arXiv ${reason} (${what}).`, { url });
  }
}
