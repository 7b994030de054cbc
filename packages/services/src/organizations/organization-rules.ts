// Who may do what inside an organisation. The SPEC leaves organisation roles open (§6), so Verso keeps
// one rule: a role manages only the roles below it (owner > admin > member); the owner alone can hand
// over ownership, and cannot leave while anyone else remains.
import { UserFacingError } from '@verso/core';
import { type OrganizationRole, organizationRoles } from '@verso/db';

/** How long an invitation link stays valid. */
export const invitationLifetimeMs = 14 * 24 * 60 * 60 * 1000;
export const organizationNameMaxLength = 100;

const rank = (role: OrganizationRole) => organizationRoles.length - organizationRoles.indexOf(role);

export const outranks = (actor: OrganizationRole, other: OrganizationRole) => rank(actor) > rank(other);

/** The roles whose members and invitations `actor` manages: those below it. */
export const managedRoles = (actor: OrganizationRole): OrganizationRole[] =>
  organizationRoles.filter((role) => outranks(actor, role));

/** The roles `actor` may give to an invited or existing member; the owner may also pass on ownership. */
export function assignableRoles(actor: OrganizationRole): OrganizationRole[] {
  if (actor === 'owner') return ['owner', 'admin', 'member'];
  return managedRoles(actor);
}

export function checkOrganizationName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw refused('Give the organisation a name.');
  if (trimmed.length > organizationNameMaxLength) {
    throw refused(`An organisation name has at most ${organizationNameMaxLength} characters.`);
  }
  return trimmed;
}

export function checkCanInvite(actor: OrganizationRole, role: OrganizationRole): void {
  if (role === 'owner' || !outranks(actor, role)) {
    throw refused(`As ${articled(actor)} you cannot invite someone as ${articled(role)}.`);
  }
}

export function checkCanManage(actor: OrganizationRole, target: OrganizationRole): void {
  if (!outranks(actor, target)) throw refused(`As ${articled(actor)} you cannot change ${articled(target)}.`);
}

export function checkCanAssign(actor: OrganizationRole, role: OrganizationRole): void {
  if (!assignableRoles(actor).includes(role)) {
    throw refused(`As ${articled(actor)} you cannot make someone ${articled(role)}.`);
  }
}

export const refused = (message: string) => new UserFacingError('bad_request', message);

const articled = (role: OrganizationRole) =>
  role === 'owner' ? 'the owner' : `${role === 'admin' ? 'an' : 'a'} ${role}`;
