// `npm start`: installs what is missing, checks the configuration, migrates the database, prints the
// first administrator's sign-in link on a new installation, builds the site when its sources changed,
// and serves it on PORT (default 3000). Plain Node: it runs before node_modules exists.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './build-web.mjs';
import { localBin, repoRoot, run } from './lib/child-process.mjs';
import { apertiumPackages, documentPackages, ensureDebianPackages } from './lib/debian-packages.mjs';
import { ensureNpmPackages } from './lib/npm-packages.mjs';

/** Runs one of the services' TypeScript entry points; exits with its code when it fails. */
async function runServicesStep(relativePath) {
  const { code } = await run(localBin('tsx'), [relativePath]);
  if (code !== 0) process.exit(code);
}

/** The production server (apps/web/server/main.ts): Next behind its front cache, one process per core. */
function serve() {
  const port = process.env.PORT || '3000';
  const env = { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.join(repoRoot, 'apps', 'web'),
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) =>
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
  );
}

// The server runs in apps/web, so a relative DATA_DIR (default ./data) is pinned to the repository root,
// where the configuration check, the migrations and `npm run worker` resolve it too.
process.env.DATA_DIR = path.resolve(repoRoot, process.env.DATA_DIR || 'data');

if (!(await ensureNpmPackages())) {
  console.error('npm install failed; see the messages above.');
  process.exit(1);
}
await ensureDebianPackages([...apertiumPackages, ...documentPackages]);
await runServicesStep('packages/services/src/check-config.ts');
await runServicesStep('packages/services/src/migrate-cli.ts');
// Before the server takes the database: on an installation without accounts, the first administrator's link.
await runServicesStep('packages/services/src/first-admin-cli.ts');
if (!(await buildWebIfStale())) {
  console.error('The site did not build; see the messages above.');
  process.exit(1);
}
serve();
