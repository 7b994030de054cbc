// Text that may or may not be JSON (a service's error body, a tool's output), read without throwing.

export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
