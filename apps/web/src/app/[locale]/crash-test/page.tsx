// A page that breaks once it runs in the browser, for the crash-screen end-to-end test. It exists only
// where VERSO_CRASH_TEST_PAGE=on is set when the server starts (the e2e suite sets it); everywhere else
// it is a 404.
import { getServices } from '@verso/services';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { BreaksAfterMount } from './BreaksAfterMount';

// Reads its switch at run time on every request; never cached (see the layout).
export const dynamic = 'force-dynamic';

export default async function CrashTestPage() {
  await connection();
  if (!(await getServices()).config.crashTestPage) notFound();
  return <BreaksAfterMount />;
}
