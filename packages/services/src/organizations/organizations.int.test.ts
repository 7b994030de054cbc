import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import { backendName, createTestBackend, servicesFor, type TestBackend } from '../testing/testServices';

describe(`organisations on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;
  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
  });
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  let people = 0;
  const person = async (name: string) => {
    people += 1;
    return services.users.create({ email: `${name}.${people}@example.test`, name });
  };

  /** An organisation owned by a new user, with an admin and a member who joined by invitation. */
  async function team() {
    const [owner, admin, member] = await Promise.all([person('owner'), person('admin'), person('member')]);
    const organization = await services.organizations.create(owner.id, '  Lovelace & Partners ');
    for (const [user, role] of [
      [admin, 'admin'],
      [member, 'member'],
    ] as const) {
      const { invitation } = await services.organizations.invite(owner.id, user.email ?? '', role);
      await services.organizations.accept(user.id, invitation.id);
    }
    return { organization, owner, admin, member };
  }

  const rolesIn = async (userId: string) =>
    Object.fromEntries(
      ((await services.organizations.mine(userId))?.members ?? []).map((m) => [m.name, m.role]),
    );

  test('the creator owns the new organisation and sees it with its members', async () => {
    const { organization, owner } = await team();
    expect(organization.name).toBe('Lovelace & Partners');
    const mine = await services.organizations.mine(owner.id);
    expect(mine).toMatchObject({ organization: { name: 'Lovelace & Partners' }, role: 'owner' });
    expect(await rolesIn(owner.id)).toEqual({ owner: 'owner', admin: 'admin', member: 'member' });
  });

  test('someone outside the organisation reads nothing of it and cannot act on its members', async () => {
    const { owner, member } = await team();
    const outsider = await person('outsider');
    expect(await services.organizations.mine(outsider.id)).toBeNull();
    await expect(services.organizations.removeMember(outsider.id, member.id)).rejects.toThrow(/not a member/);
    await expect(services.organizations.invite(outsider.id, 'x@example.test', 'member')).rejects.toThrow(
      /not a member/,
    );
    expect(await rolesIn(owner.id)).toHaveProperty('member', 'member');
  });

  test('an invitation is accepted only by the account with the invited e-mail address', async () => {
    const { owner } = await team();
    const invited = await person('invited');
    const stranger = await person('stranger');
    const { invitation } = await services.organizations.invite(
      owner.id,
      (invited.email ?? '').toUpperCase(),
      'member',
    );
    expect(await services.organizations.invitationsFor(stranger.id)).toEqual([]);
    await expect(services.organizations.accept(stranger.id, invitation.id)).rejects.toThrow(
      /no longer valid/,
    );
    expect(await services.organizations.invitationsFor(invited.id)).toMatchObject([
      { id: invitation.id, organizationName: 'Lovelace & Partners', invitedBy: 'owner' },
    ]);
    await services.organizations.accept(invited.id, invitation.id);
    expect(await rolesIn(owner.id)).toHaveProperty('invited', 'member');
    await expect(services.organizations.accept(invited.id, invitation.id)).rejects.toThrow();
  });

  test('a member can neither invite, remove the owner nor change anyone’s role', async () => {
    const { owner, admin, member } = await team();
    await expect(services.organizations.removeMember(member.id, owner.id)).rejects.toThrow(
      /cannot change the owner/,
    );
    await expect(services.organizations.changeRole(member.id, admin.id, 'member')).rejects.toThrow(/cannot/);
    await expect(services.organizations.invite(member.id, 'x@example.test', 'member')).rejects.toThrow(
      /cannot invite/,
    );
    expect(await rolesIn(owner.id)).toEqual({ owner: 'owner', admin: 'admin', member: 'member' });
    expect((await services.organizations.mine(member.id))?.invitations).toEqual([]);
  });

  test('an admin manages members but not the owner or other admins, and cannot make admins', async () => {
    const { owner, admin, member } = await team();
    await expect(services.organizations.removeMember(admin.id, owner.id)).rejects.toThrow(/cannot change/);
    await expect(services.organizations.changeRole(admin.id, member.id, 'admin')).rejects.toThrow(
      /cannot make/,
    );
    await expect(services.organizations.invite(admin.id, 'x@example.test', 'admin')).rejects.toThrow(
      /cannot invite/,
    );
    await services.organizations.removeMember(admin.id, member.id);
    expect(await rolesIn(owner.id)).toEqual({ owner: 'owner', admin: 'admin' });
    expect(await services.organizations.mine(member.id)).toBeNull();
  });

  test("an admin neither withdraws nor rewrites the owner's invitation of an admin, but does a member's", async () => {
    const { owner, admin } = await team();
    const ofAdmin = await services.organizations.invite(owner.id, 'future-admin@example.test', 'admin');
    const ofMember = await services.organizations.invite(owner.id, 'future-member@example.test', 'member');
    await expect(services.organizations.revokeInvitation(admin.id, ofAdmin.invitation.id)).rejects.toThrow(
      /cannot change an admin/,
    );
    await expect(
      services.organizations.invite(admin.id, 'future-admin@example.test', 'member'),
    ).rejects.toThrow(/only a higher role/);
    await services.organizations.revokeInvitation(admin.id, ofMember.invitation.id);
    const open = (await services.organizations.mine(owner.id))?.invitations ?? [];
    expect(open.map(({ email, role }) => `${email} ${role}`)).toEqual(['future-admin@example.test admin']);
  });

  test('the owner hands over ownership, then may leave; the last one out deletes the organisation', async () => {
    const { owner, admin, member } = await team();
    await expect(services.organizations.leave(owner.id)).rejects.toThrow(/owner before you leave/);
    await services.organizations.changeRole(owner.id, admin.id, 'owner');
    expect(await rolesIn(admin.id)).toEqual({ owner: 'admin', admin: 'owner', member: 'member' });
    expect(await services.organizations.leave(owner.id)).toEqual({ deleted: false });
    await services.organizations.leave(member.id);
    expect(await services.organizations.leave(admin.id)).toEqual({ deleted: true });
    expect(await services.organizations.mine(admin.id)).toBeNull();
  });

  test('a user belongs to one organisation at a time', async () => {
    const { owner, member } = await team();
    await expect(services.organizations.create(member.id, 'Second')).rejects.toThrow(/already belong/);
    const other = await team();
    const { invitation } = await services.organizations.invite(other.owner.id, member.email ?? '', 'member');
    await expect(services.organizations.accept(member.id, invitation.id)).rejects.toThrow(/already belong/);
    await expect(services.organizations.invite(owner.id, member.email ?? '', 'member')).rejects.toThrow(
      /already a member/,
    );
  });

  test('organisation names are trimmed and must not be empty', async () => {
    const founder = await person('founder');
    await expect(services.organizations.create(founder.id, '   ')).rejects.toThrow(/name/);
    await expect(services.organizations.create(founder.id, 'x'.repeat(101))).rejects.toThrow(/at most 100/);
  });
});
