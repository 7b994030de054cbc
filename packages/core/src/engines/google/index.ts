// Google Cloud Translation. With a service account it speaks v3 (advanced.ts), else v2 with an API key
// (basic.ts). Texts travel as HTML either way, so the placeholders of the segment model come back where
// Google moved them.
import type { Engine } from '../engine';
import type { RemoteTuning } from '../http/remote-service';
import { advancedEngine } from './advanced';
import { basicEngine } from './basic';
import type { GoogleServiceAccount } from './service-account';

export type { GoogleServiceAccount } from './service-account';

export interface GoogleOptions extends RemoteTuning {
  /** For v2; unused when `serviceAccount` is given. */
  apiKey?: string;
  /** Selects v3. */
  serviceAccount?: GoogleServiceAccount;
  /** Defaults to https://translation.googleapis.com. */
  baseUrl?: string;
}

export function createGoogleEngine(options: GoogleOptions = {}): Engine {
  const baseUrl = (options.baseUrl ?? 'https://translation.googleapis.com').replace(/\/+$/, '');
  return options.serviceAccount
    ? advancedEngine(options.serviceAccount, baseUrl, options)
    : basicEngine(options.apiKey, baseUrl, options);
}
