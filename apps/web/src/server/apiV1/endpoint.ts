import type { Services } from '@verso/services';
import type { User } from '@verso/db';

export interface EndpointContext {
  request: Request;
  services: Services;
  user: User;
}

export type Endpoint = (context: EndpointContext) => Promise<Response>;
