// The services on the database the environment names, for the commands that work on the data (`users`,
// `credits`). The embedded database belongs to one process at a time, so while the site runs these stop
// with a message instead of touching the data.
import { DataDirBusyError } from '@verso/db';
import { ConfigError, createServices, loadConfig, type Services } from '@verso/services';
import { CommandError } from './command';

export async function openServices() {
  try {
    return await createServices(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError)
      throw new CommandError(error.message);
    throw error;
  }
}

/** Runs `work` on the services and closes them, whatever happens. */
export async function withServices<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const services = await openServices();
  try {
    return await work(services);
  } finally {
    await services.close();
  }
}
