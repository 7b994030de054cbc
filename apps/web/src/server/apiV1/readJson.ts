// API v1 bodies are JSON objects (the contract sends `{}` even when there is nothing to say).
import { UserFacingError } from '@verso/core';
import type { z } from 'zod/v4';
import { readBoundedText } from '../http/bounded-body';

/** The largest body a call needs: translateTexts' 500 texts of 50,000 characters, 3 UTF-8 bytes each. */
export const maxJsonBytes = 500 * 50_000 * 3 + 1024 * 1024;

export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await readBoundedText(request, maxJsonBytes);
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new UserFacingError('bad_request', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    throw new UserFacingError('bad_request', `Invalid request: ${problems.join('; ')}`);
  }
  return parsed.data;
}
