// A rerun is paid by the wallet the member chooses in its dialog, which starts from the one that paid the
// job: a job the organisation paid is translated again on the organisation's credits, not on the member's
// own (the rerun used to take no wallet and always charged the member).
import { Readable } from 'node:stream';
import { backendName, servicesDuringTests } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import type { Context } from '../context';
import { jobRouter } from './job';

describe(`a rerun's wallet on ${backendName}`, () => {
  const services = servicesDuringTests();

  /** A member of an organisation holding 10 credits, with a job the organisation paid. */
  async function memberWithOrganizationJob() {
    const unique = crypto.randomUUID().slice(0, 8);
    const memberEmail = `member-${unique}@example.com`;
    const owner = await services().users.create({ email: `owner-${unique}@example.com`, credits: 0 });
    const member = await services().users.create({ email: memberEmail, credits: 5 });
    const admin = await services().users.create({ email: `admin-${unique}@example.com`, isAdmin: true });
    const organization = await services().organizations.create(owner.id, 'Acme');
    const { invitation } = await services().organizations.invite(owner.id, memberEmail, 'member');
    await services().organizations.accept(member.id, invitation.id);
    await services().walletAdmin.adjust({
      email: memberEmail,
      organization: true,
      amount: 10,
      reason: 'Pilot',
      adminId: admin.id,
    });
    const job = await services().jobs.create({
      userId: member.id,
      organizationId: organization.id,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
    });
    const session = { user: { id: member.id }, expires: '2999-01-01' };
    const caller = jobRouter.createCaller({
      services: services(),
      session,
      clientIp: '198.51.100.30',
    } as unknown as Context);
    const balances = async () => ({
      own: await services().credits.balance(member.id),
      organization: await services().credits.balanceOf({ organizationId: organization.id }),
    });
    return { caller, job, organizationId: organization.id, balances };
  }

  test('the organisation pays for the rerun of its job when the member keeps its wallet, the member when they choose theirs', async () => {
    const { caller, job, organizationId, balances } = await memberWithOrganizationJob();
    expect(await balances()).toEqual({ own: 5, organization: 9 });
    const settings = { id: job.id, from: 'en', to: 'fr', engine: 'apertium' };

    const onOrganization = await caller.rerun({ ...settings, wallet: 'organization' });
    expect((await services().jobs.get(job.userId, onOrganization.id))?.organizationId).toBe(organizationId);
    expect(await balances()).toEqual({ own: 5, organization: 8 });

    const onOwn = await caller.rerun({ ...settings, wallet: 'personal' });
    expect((await services().jobs.get(job.userId, onOwn.id))?.organizationId).toBeNull();
    expect(await balances()).toEqual({ own: 4, organization: 8 });
  });
});
