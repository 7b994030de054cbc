// One catalogue laid over another, namespace by namespace and key by key.
import type { AbstractIntlMessages } from 'next-intl';

/** `preferred`'s messages, and `fallback`'s wherever `preferred` has none. */
export function mergeMessages(
  fallback: AbstractIntlMessages,
  preferred: AbstractIntlMessages,
): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...fallback };
  for (const [key, value] of Object.entries(preferred)) {
    const base = merged[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? mergeMessages(base, value) : value;
  }
  return merged;
}
