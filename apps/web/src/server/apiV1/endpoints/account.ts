// POST /api/v1/me — the live API answers only the credit balance.

import type { Endpoint } from '../endpoint';
import { success } from '../respond';
import { balanceResponse } from '../responses';

export const me: Endpoint = async ({ services, user }) =>
  success(balanceResponse, { balance: await services.credits.balance(user.id) });
