// A call of a route handler in the access matrix, and the status each identity should get: the access
// the call needs gives it, and a call naming one of A's things adds the status of those who do not own it.
import { type AccessWorld, type Identity, identities } from './access-world';

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Who a call lets through: anyone, a session (cookie), or an API v1 key (Authorization header). */
export type RouteAccess = 'public' | 'signed-in' | 'api-key';

export interface RouteCall {
  path: string;
  body?: BodyInit;
  contentType?: string;
  /** The dynamic segments Next passes the handler. */
  params?: Record<string, string | string[]>;
}

export interface RouteCase {
  label: string;
  access: RouteAccess;
  /** The status of those the access lets through. */
  status: number;
  call: (world: AccessWorld) => RouteCall | Promise<RouteCall>;
  /** Statuses that differ from what the access gives. */
  answers?: Partial<Record<Identity, number>>;
  /** A call that only reads, though its method is not GET (API v1 reads by POST): it shares a world. */
  reads?: boolean;
  /** Who may receive A's things in the answer besides those each marker names (a signed link's holder). */
  shownTo?: readonly Identity[];
}

export type RouteRow = Partial<Record<HttpMethod, RouteCase[]>>;

export function accessStatuses({ access, status }: RouteCase): Record<Identity, number> {
  const statuses = Object.fromEntries(identities.map((identity) => [identity, status]));
  return { ...statuses, anonymous: access === 'public' ? status : 401 } as Record<Identity, number>;
}

/** A call naming one of A's things: those who do not own it get 404. */
export const notFoundToAllButA = { userB: 404, orgMember: 404, orgAdmin: 404, siteAdmin: 404 };

export const json = (path: string, body: unknown): RouteCall => ({
  path,
  body: JSON.stringify(body),
  contentType: 'application/json',
});
export const form = (path: string, fields: Record<string, string>, filename = 'note.txt'): RouteCall => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', new Blob(['The house is small.']), filename);
  return { path, body };
};
