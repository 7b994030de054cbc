// An organisation's wallet on both backends: members spend from it when they choose to, refunds go back
// to the wallet that paid, outsiders are refused, leaving moves nothing, and an admin's grant names them.
import { Readable } from 'node:stream';
import { creditEntries, files, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { runJob } from '../jobs/runJob';
import { backendName, servicesDuringTests } from '../testing/testServices';

describe(`organisation wallets on ${backendName}`, () => {
  const services = servicesDuringTests();
  const unique = () => crypto.randomUUID().slice(0, 8);

  /** An owner with an organisation, a member in it, and an admin of the site who granted it `credits`. */
  async function organizationWith(credits: number) {
    const { users, organizations, walletAdmin } = services();
    const owner = await users.create({ email: `owner-${unique()}@example.com`, credits: 5 });
    const member = await users.create({ email: `member-${unique()}@example.com`, credits: 5 });
    const admin = await users.create({ email: `admin-${unique()}@example.com`, isAdmin: true });
    const organization = await organizations.create(owner.id, 'Acme');
    const { invitation } = await organizations.invite(owner.id, member.email ?? '', 'member');
    await organizations.accept(member.id, invitation.id);
    if (credits > 0) {
      await walletAdmin.adjust({
        email: member.email ?? '',
        organization: true,
        amount: credits,
        reason: 'Pilot',
        adminId: admin.id,
      });
    }
    return { owner, member, admin, organizationId: organization.id };
  }

  const queueJob = (userId: string, organizationId: string | null) =>
    services().jobs.create({
      userId,
      organizationId,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
    });

  const balances = async (userId: string, organizationId: string) => ({
    own: await services().credits.balance(userId),
    organization: await services().credits.balanceOf({ organizationId }),
  });

  test("a member's job paid by the organisation takes its credits, not the member's, and says so", async () => {
    const { member, organizationId } = await organizationWith(10);
    const paying = await services().organizationWallet.payingOrganization(member.id, 'organization');
    expect(paying).toBe(organizationId);

    const job = await queueJob(member.id, paying);
    expect(job.organizationId).toBe(organizationId);
    expect(await balances(member.id, organizationId)).toEqual({ own: 5, organization: 9 });
    const [charge] = await services().db.select().from(creditEntries).where(eq(creditEntries.jobId, job.id));
    expect(charge).toMatchObject({ userId: member.id, organizationId, amount: -1 });

    const personal = await queueJob(member.id, null);
    expect(personal.organizationId).toBeNull();
    expect(await balances(member.id, organizationId)).toEqual({ own: 4, organization: 9 });
  });

  test('a deleted job refunds the organisation that paid it, a failed one too', async () => {
    const { member, organizationId } = await organizationWith(10);
    const deleted = await queueJob(member.id, organizationId);
    await services().jobs.remove(member.id, deleted.id);
    expect(await balances(member.id, organizationId)).toEqual({ own: 5, organization: 10 });

    const failing = await queueJob(member.id, organizationId);
    const [row] = await services().db.select().from(jobs).where(eq(jobs.id, failing.id));
    const [source] = await services()
      .db.select()
      .from(files)
      .where(eq(files.id, row?.sourceFileId ?? ''));
    await services().storage.remove(source?.storageKey ?? '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const readLimits = { maxInflatedBytes: services().config.zipInflatedLimitBytes };
    await runJob({ ...services(), leaseMs: 60_000, readLimits }, failing.id);
    expect((await services().jobs.get(member.id, failing.id))?.status).toBe('failed');
    expect(await balances(member.id, organizationId)).toEqual({ own: 5, organization: 10 });
    logged.mockRestore();
  });

  test('someone outside the organisation cannot spend its credits', async () => {
    const { organizationId } = await organizationWith(10);
    const outsider = await services().users.create({ email: `outsider-${unique()}@example.com`, credits: 5 });

    await expect(
      services().organizationWallet.payingOrganization(outsider.id, 'organization'),
    ).rejects.toThrow(/not a member of an organisation/);
    await expect(queueJob(outsider.id, organizationId)).rejects.toThrow(/Only members of an organisation/);
    await expect(
      services().texts.translate({
        texts: ['The house is small.'],
        from: 'en',
        to: 'es',
        engine: 'identity',
        userId: outsider.id,
        organizationId,
      }),
    ).rejects.toThrow(/Only members of an organisation/);
    expect(await balances(outsider.id, organizationId)).toEqual({ own: 5, organization: 10 });
    expect(await services().jobs.list(outsider.id)).toEqual([]);
  });

  test('leaving moves no credits, and the one who left can no longer spend the organisation’s', async () => {
    const { member, organizationId } = await organizationWith(10);
    await queueJob(member.id, organizationId);
    await services().organizations.leave(member.id);

    expect(await balances(member.id, organizationId)).toEqual({ own: 5, organization: 9 });
    await expect(queueJob(member.id, organizationId)).rejects.toThrow(/Only members/);
  });

  test('the owner cannot close an organisation whose wallet still holds credits', async () => {
    const { owner, member, organizationId } = await organizationWith(3);
    await services().organizations.leave(member.id);
    await expect(services().organizations.leave(owner.id)).rejects.toThrow(/still holds 3 credits/);
    expect(await services().credits.balanceOf({ organizationId })).toBe(3);
  });

  test('members spending one credit in parallel: exactly one is served', async () => {
    const { owner, member, organizationId } = await organizationWith(1);
    const spend = (userId: string) =>
      services().texts.translate({
        texts: ['The house is small.'],
        from: 'en',
        to: 'es',
        engine: 'identity',
        userId,
        organizationId,
      });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => spend(index % 2 ? owner.id : member.id)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await services().credits.balanceOf({ organizationId })).toBe(0);
  });

  test("an admin's grant and correction name the admin and the reason; a balance never goes below 0", async () => {
    const { owner, member, admin, organizationId } = await organizationWith(0);
    const email = member.email ?? '';
    const { walletAdmin } = services();
    expect(await walletAdmin.adjust({ email, amount: 20, reason: 'Goodwill', adminId: admin.id })).toBe(25);
    expect(await walletAdmin.adjust({ email, amount: -5, reason: 'Typo', adminId: admin.id })).toBe(20);
    await expect(
      walletAdmin.adjust({ email, amount: -21, reason: 'Too much', adminId: admin.id }),
    ).rejects.toThrow(/at most 20 credits/);
    await expect(walletAdmin.adjust({ email, amount: 5, reason: '  ', adminId: admin.id })).rejects.toThrow(
      /reason/,
    );
    expect(
      await walletAdmin.adjust({ email, organization: true, amount: 7, reason: 'Launch', adminId: admin.id }),
    ).toBe(7);

    const shown = await walletAdmin.show(email);
    expect(shown).toMatchObject({
      balance: 20,
      organization: { id: organizationId, name: 'Acme', balance: 7 },
    });
    const page = await services().creditHistory.page({ userId: member.id }, 1);
    expect(page.entries.slice(0, 2)).toMatchObject([
      { amount: -5, reason: 'Typo', adminId: admin.id, kind: 'adjustment' },
      { amount: 20, reason: 'Goodwill', adminId: admin.id, kind: 'adjustment' },
    ]);
    expect(await services().credits.balance(owner.id)).toBe(5);
  });

  test('usage: the wallet’s entries paged and as CSV, and what each member spent', async () => {
    const { owner, member, organizationId } = await organizationWith(10);
    const job = await queueJob(member.id, organizationId);
    await queueJob(member.id, organizationId);
    await services().texts.translate({
      texts: ['The house is small.'],
      from: 'en',
      to: 'es',
      engine: 'identity',
      userId: owner.id,
      organizationId,
      via: 'api',
    });

    const wallet = { organizationId };
    const first = await services().creditHistory.page(wallet, 1, 2);
    expect(first.total).toBe(4);
    expect(first.entries.map((entry) => entry.kind)).toEqual(['text', 'document']);
    expect(first.entries[0]).toMatchObject({ viaApi: true, memberEmail: owner.email });
    const second = await services().creditHistory.page(wallet, 2, 2);
    expect(second.entries.map((entry) => entry.kind)).toEqual(['document', 'adjustment']);
    expect(second.entries[0]).toMatchObject({ jobId: job.id, fileName: 'story.txt' });

    const csv = (await services().creditHistory.csv(wallet)).trimEnd().split('\r\n');
    expect(csv[0]).toBe('date,kind,via,credits,reason,job,file,member');
    expect(csv).toHaveLength(5);
    expect(csv[3]).toContain(`,document,web,-1,document translation,${job.id},story.txt,${member.email}`);

    const summary = await services().organizationWallet.summary(owner.id);
    expect(summary).toMatchObject({ balance: 7, canBuy: true });
    expect(summary?.usage).toEqual([
      { userId: member.id, email: member.email, name: null, spent: 2, jobs: 2 },
      { userId: owner.id, email: owner.email, name: null, spent: 1, jobs: 0 },
    ]);
    expect(await services().organizationWallet.summary(member.id)).toMatchObject({
      balance: 7,
      canBuy: false,
      usage: null,
    });
  });
});
