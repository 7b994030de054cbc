// How long the event loop stood still while something ran: tests and the quote benchmark use it to
// show heavy work stays off the main thread.

/** Watches the event loop; the stop function returns its longest stall in ms, the one still going included. */
export function watchEventLoop(): () => number {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(longest, performance.now() - last);
  };
}
