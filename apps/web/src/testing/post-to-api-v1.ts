// A developer's POST to API v1, handed straight to the router: a JSON body (as its text) or a form.
import type { Services } from '@verso/services';
import { handleApiV1 } from '@/server/apiV1/router';

export function postToApiV1(services: Services, path: string, body: BodyInit, key: string) {
  const request = new Request(`http://verso.test/api/v1/${path}`, {
    method: 'POST',
    headers:
      typeof body === 'string'
        ? { authorization: key, 'content-type': 'application/json' }
        : { authorization: key },
    body,
  });
  return handleApiV1(request, path.split('/'), services);
}
