// Where a webhook may go. The URL is checked when it is set (so the developer hears about a mistake at
// once) and again at every connection: the socket connects only to addresses this lookup has vetted, so
// a name that resolves to a public address when checked and a private one later (DNS rebinding) gains
// nothing.
import { type LookupAddress, lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { UserFacingError } from '@verso/core';
import { type AddressKind, addressKind } from './address-kind';

export interface WebhookPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: private, loopback and link-local receivers are reached too. */
  allowPrivateAddresses: boolean;
}

export const webhookUrlMaxLength = 2048;

const refuse = (message: string) => new UserFacingError('bad_request', message);

/** The URL as a webhook target, or a refusal saying what to change. */
export function parseWebhookUrl(raw: string): URL {
  const url = URL.parse(raw.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw refuse(`The webhook URL "${raw.slice(0, 100)}" is not an http:// or https:// address.`);
  }
  if (raw.length > webhookUrlMaxLength) {
    throw refuse(`A webhook URL may be at most ${webhookUrlMaxLength} characters long.`);
  }
  if (url.username || url.password) {
    throw refuse('Put no user name or password in the webhook URL: check the signature header instead.');
  }
  return url;
}

/** The host's address family-free form: URL keeps IPv6 literals in brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function refusedKind(address: string, policy: WebhookPolicy): Exclude<AddressKind, 'public'> | undefined {
  const kind = addressKind(address);
  if (kind === 'public') return undefined;
  // Metadata services and reserved ranges are never a receiver, whatever the operator allows.
  if (policy.allowPrivateAddresses && kind !== 'metadata' && kind !== 'reserved') return undefined;
  return kind;
}

function refusedAddress(host: string, address: string, kind: AddressKind) {
  const named = host === address ? address : `${host} (${address})`;
  return refuse(
    `Webhooks are not sent to ${kind} addresses such as ${named}. Use a public address` +
      (kind === 'metadata' || kind === 'reserved'
        ? '.'
        : ', or ask the operator to set WEBHOOK_ALLOW_PRIVATE=on for receivers on their own network.'),
  );
}

/** The vetted addresses of `host`, or a refusal naming the first one that is not allowed. */
function resolveAllowed(host: string, policy: WebhookPolicy): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (error, addresses) => {
      if (error || addresses.length === 0) {
        reject(refuse(`The webhook host ${host} cannot be resolved (${error?.code ?? 'no address'}).`));
        return;
      }
      for (const { address } of addresses) {
        const kind = refusedKind(address, policy);
        if (kind) return reject(refusedAddress(host, address, kind));
      }
      resolve(addresses);
    });
  });
}

/** Refuses a URL whose host is, or resolves to, an address the policy does not allow. */
export async function checkWebhookTarget(url: URL, policy: WebhookPolicy): Promise<void> {
  const host = bareHost(url);
  if (isIP(host)) {
    const kind = refusedKind(host, policy);
    if (kind) throw refusedAddress(host, host, kind);
    return;
  }
  await resolveAllowed(host, policy);
}

/** A `lookup` for http.request that hands the socket only vetted addresses (IP literals never reach it). */
export function guardedLookup(policy: WebhookPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, policy).then(
      (addresses) => {
        if (options.all) return callback(null, addresses);
        const first = addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0];
        callback(null, first?.address ?? '', first?.family ?? 4);
      },
      (error: Error) => callback(error, '', 4),
    );
  };
}
