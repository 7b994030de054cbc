// POST /api/v1/me — the live API answers only the credit balance.

import type { Endpoint } from '../endpoint';
import { json } from '../respond';

export const me: Endpoint = async ({ services, user }) =>
  json({ balance: await services.credits.balance(user.id) });
