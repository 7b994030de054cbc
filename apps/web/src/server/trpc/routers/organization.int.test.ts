// Invitations are mailed a few times an hour per address and per inviting visitor: re-inviting one
// address, or inviting a list, cannot turn the site into a mail cannon.
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Context } from '../context';
import { organizationRouter } from './organization';

describe(`organization invitations on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
    // No SMTP here: each invitation is stored and its link handed back; the failed mail is logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await services?.close();
    await backend?.dispose();
  });

  async function ownerCaller(email: string, clientIp: string) {
    const owner = await services.users.create({ email, credits: 0 });
    const session = { user: { id: owner.id }, expires: '2999-01-01' };
    const caller = organizationRouter.createCaller({ services, session, clientIp } as unknown as Context);
    await caller.create({ name: `${email}'s team` });
    return caller;
  }

  test('re-inviting one address is refused past its hourly mails', async () => {
    const caller = await ownerCaller('owner-a@example.com', '198.51.100.20');
    const invite = () => caller.invite({ email: 'inbox@example.com', role: 'member', locale: 'en' });
    for (let i = 0; i < services.config.mailLimits.perAddressPerHour; i++) await invite();
    await expect(invite()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: /e-mails an hour/ });
  });

  test('one visitor inviting a list is stopped, and the refused invitation is not stored', async () => {
    const caller = await ownerCaller('owner-b@example.com', '198.51.100.21');
    const { perVisitorPerHour } = services.config.mailLimits;
    for (let i = 0; i < perVisitorPerHour; i++) {
      await caller.invite({ email: `colleague${i}@example.com`, role: 'member', locale: 'en' });
    }
    await expect(
      caller.invite({ email: 'one-too-many@example.com', role: 'member', locale: 'en' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const invited = (await caller.mine())?.invitations?.map((invitation) => invitation.email) ?? [];
    expect(invited).toHaveLength(perVisitorPerHour);
    expect(invited).not.toContain('one-too-many@example.com');
  });
});
