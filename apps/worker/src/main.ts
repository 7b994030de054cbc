// `npm run worker`: one more process taking translation jobs beside the site. It needs a database
// several processes can share (PostgreSQL); with Redis the jobs arrive through BullMQ.
import { ConfigError, createServices, loadConfig } from '@verso/services';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the site process, which runs jobs itself.',
    );
  }
  const services = await createServices(config);
  await services.startRunner();
  console.log(
    `worker ready: ${services.queue.driver === 'bullmq' ? 'BullMQ on Redis' : 'polling the jobs table'}, ` +
      `${config.workerConcurrency} at a time`,
  );
  const stop = async (signal: string) => {
    console.log(`worker stopping (${signal}): finishing running jobs`);
    await services.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
