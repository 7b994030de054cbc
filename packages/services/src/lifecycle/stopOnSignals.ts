// SIGTERM (a deploy, `docker stop`) and SIGINT (Ctrl-C) stop a process cleanly: `stop` gets the grace
// period, and the process exits 0 when it is done. A second signal does not wait any longer.
import type { Logger } from 'pino';

export function stopOnSignals(stop: () => Promise<void>, log: Logger): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn({ signal }, 'stopping now, without waiting any longer');
        process.exit(1);
      }
      stopping = true;
      log.info({ signal }, 'stopping: finishing requests and jobs in flight');
      stop().then(
        () => {
          log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'could not stop cleanly');
          process.exit(1);
        },
      );
    });
  }
}
