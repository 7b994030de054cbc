// The site's hold on the embedded database, without Next: the services opened as its instrumentation
// opens them (migrated, offering the socket the CLI goes through) and the job runner started. Run as a
// child process by site-owner.ts, so a test can kill it as an operating system would.
import { createServices, loadConfig } from '@verso/services';

const services = await createServices(loadConfig());
await services.startRunner();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void services.close(0).then(() => process.exit(0));
});
