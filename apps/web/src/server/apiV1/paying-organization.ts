// Which wallet pays for work started over the API: the call's `wallet` field (`personal` or
// `organization`, a Verso extension of the contract) when sent, else the key's setting in the developer hub.
import { UserFacingError } from '@verso/core';
import { type Payer, payers } from '@verso/services';
import type { EndpointContext } from './endpoint';

export function payingOrganization({ services, user, apiKey }: EndpointContext, wallet: string | undefined) {
  if (wallet !== undefined && !payers.includes(wallet as Payer)) {
    throw new UserFacingError('bad_request', `wallet is "personal" or "organization", not "${wallet}".`);
  }
  const payer = (wallet as Payer | undefined) ?? (apiKey.organizationPays ? 'organization' : 'personal');
  return services.organizationWallet.payingOrganization(user.id, payer);
}
