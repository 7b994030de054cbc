// The services on the database the environment names, for the commands that work on the data (`users`,
// `credits`, `jobs`, `keys`). The embedded database belongs to one process at a time: while the site
// runs, they go through it (packages/db/src/ownerChannel.ts), and stop with a message only when it does
// not answer. Loaded on use: the services and the database driver are most of what `verso` would load
// at start, and `verso text` or `verso translate` need neither.
import type { Services } from '@verso/services';
import { CommandError } from './command';

export async function openServices() {
  const [{ DataDirBusyError }, { ConfigError, createServices, loadConfig }] = await Promise.all([
    import('@verso/db'),
    import('@verso/services'),
  ]);
  try {
    return await createServices(loadConfig(), { throughOwner: true });
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
