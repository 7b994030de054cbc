// The signed-in user's whole credit history as CSV (/my/credits' "Download CSV").
import { attachmentDisposition } from '@verso/services';
import { signedInRoute } from '@/server/http/signed-in-route';

export const GET = signedInRoute(async (_request, { userId, services }) => {
  const csv = await services.creditHistory.csv({ userId });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(`credits-${new Date().toISOString().slice(0, 10)}.csv`),
      'Cache-Control': 'private, no-store',
    },
  });
});
