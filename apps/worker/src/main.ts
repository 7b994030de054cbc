// `npm run worker`: one more process taking translation jobs beside the site. It needs a database
// several processes can share (PostgreSQL); with Redis the jobs arrive through BullMQ.
import {
  ConfigError,
  closeServer,
  configureLogger,
  createServices,
  loadConfig,
  stopOnSignals,
} from '@verso/services';
import { startHealthServer } from './health-server';

async function main() {
  const config = loadConfig();
  const log = configureLogger(config);
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the site process, which runs jobs itself.',
    );
  }
  const services = await createServices(config);
  await services.startRunner();
  const health = config.workerHealthPort
    ? await startHealthServer(config, services, config.workerHealthPort)
    : undefined;
  log.info(
    {
      queue: services.queue.driver === 'bullmq' ? 'BullMQ on Redis' : 'polling the jobs table',
      concurrency: config.workerConcurrency,
      healthPort: config.workerHealthPort,
    },
    'worker ready',
  );
  // Probes keep being answered while the running jobs finish; the health server closes last.
  stopOnSignals(async () => {
    await services.close(config.shutdownGraceMs);
    if (health) await closeServer(health, 1000);
  }, log);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
