// Waiting on work that several requests share (a glossary being created, an access token being fetched)
// without tying it to one caller's cancellation: the shared work goes on, only this caller stops waiting.

export function abortable<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
