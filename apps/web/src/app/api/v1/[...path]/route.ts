import { getServices } from '@verso/services';
import { handleApiV1 } from '@/server/apiV1/router';

type Context = { params: Promise<{ path: string[] }> };

const handle = async (request: Request, { params }: Context) =>
  handleApiV1(request, (await params).path, await getServices());

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
export const dynamic = 'force-dynamic';
