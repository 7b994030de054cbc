// API v1 bodies are JSON objects (the contract sends `{}` even when there is nothing to say).
import { UserFacingError } from '@verso/core';
import type { z } from 'zod';

export async function readJson<T extends z.ZodTypeAny>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await request.text();
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new UserFacingError('bad_file', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    throw new UserFacingError('bad_file', `Invalid request: ${problems.join('; ')}`);
  }
  return parsed.data;
}
