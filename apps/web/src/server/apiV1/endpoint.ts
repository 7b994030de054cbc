import type { User } from '@verso/db';
import type { Services } from '@verso/services';

export interface EndpointContext {
  request: Request;
  services: Services;
  user: User;
  /** The key the call was made with, and its settings. */
  apiKey: { id: string; organizationPays: boolean; webhookUrl: string | null; hasWebhookSecret: boolean };
}

export type Endpoint = (context: EndpointContext) => Promise<Response>;
