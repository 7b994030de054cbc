/** The JSON value of a request body already read as text, or undefined when it is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
