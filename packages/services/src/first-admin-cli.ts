// `npm start` runs this after migrating, before the server takes the database: on an installation with
// no accounts yet it creates the first administrator (VERSO_ADMIN_EMAIL) and prints a one-time sign-in link.
import { DataDirBusyError } from '@verso/db';
import { ConfigError, loadConfig } from './config';
import { createServices } from './services';

try {
  const services = await createServices(loadConfig());
  try {
    const admin = await services.firstAdmin();
    if (admin) {
      console.log(
        `\nNo accounts yet: ${admin.email} is the first administrator. Open this link to sign in ` +
          `(once, before ${admin.expires.toISOString()}):\n\n  ${admin.url}\n\n` +
          'Later links: `verso users link --email <address>`.\n',
      );
    }
  } finally {
    await services.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirBusyError)) throw error;
  console.error(error.message);
  process.exit(1);
}
