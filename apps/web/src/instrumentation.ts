// Runs once when the server starts: the site processes document jobs in-process, so a single
// `next start` is a complete Verso (a separate `npm run worker` is optional).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` loads this too; building must never open (and lock) the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getServices } = await import('@verso/services');
  try {
    const services = await getServices();
    await services.startRunner();
  } catch (error) {
    // Without its database (busy, unreachable, misconfigured) the site can only answer 500s: stop instead.
    console.error(`Verso cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
