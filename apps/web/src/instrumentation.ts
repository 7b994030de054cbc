// Runs once when the server starts: the site processes document jobs in-process, so a single
// `next start` is a complete Verso (a separate `npm run worker` is optional).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getServices } = await import('@verso/services');
  const services = await getServices();
  await services.startRunner();
}
