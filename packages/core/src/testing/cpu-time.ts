// CPU time, not the clock, for tests that guard against pathological slowness (quadratic loops, runaway
// recursion): on a shared two-core machine the clock also counts every other process's turn.

/** Milliseconds of CPU this process spent, user and system, while `work` ran. */
export async function cpuMillisecondsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}
