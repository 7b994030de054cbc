// A page of a PDF job's original or translation as an image, for the side-by-side preview:
// GET /api/jobs/:id/preview?side=original|translation&page=1&width=800[&format=png|jpeg|webp]
// Without `format`, a browser that accepts WebP gets WebP (an <img> says so), anything else PNG.
import type { PreviewFormat } from '@verso/core';
import { errorResponse, jsonError } from '@/server/http/json-error';
import { signedInRoute } from '@/server/http/signed-in-route';

const formats: readonly PreviewFormat[] = ['png', 'jpeg', 'webp'];

function formatOf(request: Request, asked: string | null): PreviewFormat {
  const named = formats.find((format) => format === asked);
  if (named) return named;
  return (request.headers.get('accept') ?? '').includes('image/webp') ? 'webp' : 'png';
}

type RouteContext = { params: Promise<{ id: string }> };

export const GET = signedInRoute<RouteContext>(async (request, { userId, services }, { params }) => {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  const side = query.get('side') === 'original' ? 'original' : 'translation';
  const format = formatOf(request, query.get('format'));
  const page = Number(query.get('page') ?? '1');
  const width = Number(query.get('width') ?? '800');
  if (!Number.isInteger(page) || !Number.isFinite(width))
    return jsonError(400, 'page and width must be numbers.');
  try {
    const image = await services.jobs.previewPage(userId, id, side, { page, width, format });
    if (!image) return jsonError(404, 'This translation is not ready or no longer exists.');
    return new Response(new Uint8Array(image), {
      headers: {
        'Content-Type': `image/${format}`,
        'Content-Length': String(image.length),
        'Cache-Control': 'private, max-age=3600',
        Vary: 'Accept',
      },
    });
  } catch (error) {
    return errorResponse(error, 'job preview');
  }
});
