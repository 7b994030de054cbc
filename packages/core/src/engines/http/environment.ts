// Reading a remote engine's settings from the environment: blank counts as unset, and a bad value throws
// a message naming the variable, which the registry shows as that engine's reason for being unavailable
// (misconfigured-engine.ts) rather than failing on the first job.
import { z } from 'zod';

export function optionalSetting<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

export function parseEnvironment<T extends z.ZodTypeAny>(
  label: string,
  schema: T,
  env: Record<string, string | undefined>,
): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`${label} is misconfigured: ${problems.join('; ')}.`);
}
