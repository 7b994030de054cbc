// JSON answers for API v1, in the same `{ error }` shape and status mapping as the site's routes.
import { jsonError, errorResponse as routeErrorResponse } from '../http/json-error';

export const json = (body: unknown, status = 200) => Response.json(body, { status });
export const apiError = jsonError;
export const errorResponse = (error: unknown) => routeErrorResponse(error, 'api v1');
