// Sends a browser-side error to POST /api/logError so operators see what users hit.
import { errorText } from './error-text';

export type ErrorKind = 'react-boundary' | 'sign-in' | 'request';

export function reportError(kind: ErrorKind, error: unknown, data: Record<string, unknown> = {}): void {
  const body = JSON.stringify({
    message: errorText(error),
    location: window.location.href,
    data: { type: kind, ...data },
  });
  // keepalive lets the report leave even when the page is about to reload or navigate away.
  fetch('/api/logError', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch((failure: unknown) => console.error('Could not report an error', failure));
}
