import type { User } from '@verso/db';
import type { Services } from '@verso/services';

export interface EndpointContext {
  request: Request;
  services: Services;
  user: User;
}

export type Endpoint = (context: EndpointContext) => Promise<Response>;
