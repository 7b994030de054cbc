// `npm start` runs this before building: a bad variable stops start-up with its name.
import { ConfigError, loadConfig } from './config';

try {
  const config = loadConfig();
  console.log(
    `config ok: ${config.platform}, port ${config.port}, ` +
      `${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}, ` +
      `${config.redisUrl ? 'BullMQ on Redis' : 'in-process job runner'}`,
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
