// What every tRPC procedure of the access matrix is called with, and who may do what with it. A
// procedure's kind (public, signed-in or admin: the guard in its chain, see init.ts) gives the answer
// each identity expects; a row here adds the input, and for inputs naming someone's thing (A's job,
// glossary, key, organisation) the answers of those who do not own it.
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { AnyProcedure } from '@trpc/server/unstable-core-do-not-import';
import { adminProcedure, protectedProcedure } from '../trpc/init';
import { type AccessWorld, type Identity, identities } from './access-world';

export type ProcedureAnswer = 'ok' | { value: unknown } | TRPC_ERROR_CODE_KEY;
export type Answers = Record<Identity, ProcedureAnswer>;
export type ProcedureKind = 'public' | 'signed-in' | 'admin';

export interface ProcedureRow {
  /** Which call this is, when a procedure has several. */
  label?: string;
  /** Built anew in each world, so a mutation always finds what it names. */
  input?: (world: AccessWorld) => unknown | Promise<unknown>;
  /** Answers that differ from what the procedure's kind gives. */
  answers?: Partial<Answers>;
  /** Who besides A may change A's things through this procedure (an organisation's managers). */
  changesA?: readonly Identity[];
}

// A procedure's middlewares are its builder's plus its own, so the guard a kind adds last is in the chain
// of every procedure built from that kind. tRPC keeps them on `_def` without typing them there: were that
// to change, every procedure would look public and the matrix would fail loudly, not pass.
type WithMiddlewares = { _def: { middlewares: unknown[] } };
const middlewaresOf = (procedure: unknown) => (procedure as WithMiddlewares)._def.middlewares;
const adminGuard = middlewaresOf(adminProcedure).at(-1);
const signedInGuard = middlewaresOf(protectedProcedure).at(-1);

export function procedureKind(procedure: AnyProcedure): ProcedureKind {
  const middlewares = middlewaresOf(procedure);
  if (middlewares.includes(adminGuard)) return 'admin';
  if (middlewares.includes(signedInGuard)) return 'signed-in';
  return 'public';
}

export function kindAnswers(kind: ProcedureKind): Answers {
  const signedIn = kind === 'admin' ? 'FORBIDDEN' : 'ok';
  return {
    anonymous: kind === 'public' ? 'ok' : 'UNAUTHORIZED',
    userA: signedIn,
    userB: signedIn,
    orgMember: signedIn,
    orgAdmin: signedIn,
    siteAdmin: 'ok',
  };
}

const everyone = (answer: ProcedureAnswer) =>
  Object.fromEntries(identities.map((identity) => [identity, answer])) as Answers;
const everyoneSignedIn = (answer: ProcedureAnswer): Answers => ({
  ...everyone(answer),
  anonymous: 'UNAUTHORIZED',
});

/** Routers all of whose procedures must be of one kind, whatever guard a new one is built on. */
export const routerKinds: Record<string, ProcedureKind> = { admin: 'admin' };

/** Everyone but A gets `refusal` for an input naming one of A's things. */
const ownedByA = (input: ProcedureRow['input'], refusal: ProcedureAnswer = 'NOT_FOUND'): ProcedureRow => ({
  input,
  answers: { userB: refusal, orgMember: refusal, orgAdmin: refusal, siteAdmin: refusal },
});

/** The organisation store's refusals reach tRPC as user-facing errors, answered BAD_REQUEST. */
const refused = 'BAD_REQUEST';
const jobOfA = async (world: AccessWorld) => ({ id: await world.jobOfA() });
const pdfJobOfA = async (world: AccessWorld) => ({ id: await world.pdfJobOfA() });
const glossaryOfA = (world: AccessWorld) => ({ id: world.a.glossaryId });
const invitationOfA = (world: AccessWorld) => ({ invitationId: world.a.invitationId });
const rerunSettings = { from: 'en', to: 'es', engine: 'identity' };
const arxivSettings = { ...rerunSettings, arxiv: 'https://arxiv.org/list/cs.CL/recent' };
const glossaryFields = { name: 'Glossary of my own', terms: [{ source: 'house', target: 'casa' }] };

export const procedureRows: Record<string, ProcedureRow | ProcedureRow[]> = {
  'auth.getWechatJsConfig': {
    input: () => ({ url: 'http://verso.test/', debug: false, jsApiList: [] }),
    answers: everyone('PRECONDITION_FAILED'),
  },
  'blog.list': { input: () => ({}) },
  'business.submitInquiry': {
    input: () => ({ kind: 'contact', name: 'Ada', email: 'ada@example.com', message: 'We need 40 seats.' }),
  },
  'text.translate': { input: () => ({ text: 'The house.', from: 'en', to: 'es', engine: 'identity' }) },

  // No payment provider is configured in the matrix's site: a checkout is refused in plain words.
  'payment.checkout': {
    input: () => ({ packageId: 'credits-40', payMethod: 'card', locale: 'en' }),
    answers: everyoneSignedIn(refused),
  },
  'payment.order': ownedByA((world) => ({ id: world.a.orderId })),
  // A's order is still pending: the admin is told it cannot be refunded.
  'payment.refund': {
    input: (world) => ({ orderId: world.a.orderId, amountMinor: 100, reason: 'Goodwill' }),
    answers: { siteAdmin: refused },
  },

  'apiKey.create': { input: () => ({ name: 'my key' }) },
  'apiKey.revoke': ownedByA((world) => ({ id: world.a.apiKeyId })),
  'apiKey.setOrganizationPays': ownedByA((world) => ({ id: world.a.apiKeyId, organizationPays: false })),

  'credits.usage': { input: () => ({ page: 1 }) },
  'admin.wallet': { input: (world) => ({ email: world.people.userB.email }) },
  'admin.orders': { input: () => ({ page: 1, flagged: false }) },
  'admin.revenue': {
    input: () => ({ from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') }),
  },
  'admin.order': { input: (world) => ({ id: world.a.orderId }) },
  'admin.adjustCredits': {
    input: (world) => ({
      email: world.people.userB.email,
      organization: false,
      amount: 1,
      reason: 'Goodwill',
    }),
  },

  'admin.activity': { input: () => ({ days: 30 }) },
  'admin.storage': { input: () => ({ days: 30 }) },
  'admin.searchUsers': { input: (world) => ({ text: world.people.userB.email }) },
  'admin.user': { input: (world) => ({ id: world.people.userB.id }) },
  'admin.setDisabled': { input: (world) => ({ email: world.people.userB.email, disabled: true }) },
  'admin.setAdmin': { input: (world) => ({ email: world.people.userB.email, isAdmin: true }) },
  // A's job is finished: it can be neither cancelled nor retried, but only an admin is told so.
  'admin.cancelJob': { input: jobOfA, answers: { siteAdmin: refused } },
  'admin.retryJob': { input: jobOfA, answers: { siteAdmin: refused } },
  'admin.resolveErrors': { input: () => ({ message: 'nothing reported' }) },

  'webhook.setDefaultUrl': ownedByA((world) => ({ keyId: world.a.apiKeyId, url: '' })),
  'webhook.rotateSecret': ownedByA((world) => ({ keyId: world.a.apiKeyId })),
  // A has no deliveries in this world: the id names none, for A as for everyone.
  'webhook.sendAgain': {
    input: () => ({ deliveryId: 'no-such-delivery' }),
    answers: everyoneSignedIn('NOT_FOUND'),
  },

  'glossary.create': { input: () => glossaryFields },
  'glossary.importCsv': { input: () => ({ text: 'source,target\nhouse,casa' }) },
  'glossary.byId': ownedByA(glossaryOfA),
  'glossary.update': ownedByA((world) => ({ ...glossaryOfA(world), changes: { name: 'Renamed' } })),
  'glossary.delete': ownedByA(glossaryOfA),

  'job.byId': ownedByA(jobOfA),
  'job.delete': ownedByA(jobOfA),
  // Another's job and a missing one answer alike: no preview.
  'job.preview': ownedByA(pdfJobOfA, { value: null }),
  // A's job is no preview: starting it charges nothing and changes nothing.
  'job.start': ownedByA(jobOfA),
  // A's job has completed, so A is told it cannot be cancelled; the others that it does not exist.
  'job.cancel': {
    input: jobOfA,
    answers: {
      userA: refused,
      userB: 'NOT_FOUND',
      orgMember: 'NOT_FOUND',
      orgAdmin: 'NOT_FOUND',
      siteAdmin: 'NOT_FOUND',
    },
  },
  // Not a paper: refused alike for everyone signed in, before any request could reach arXiv.
  'job.quoteArxiv': { input: () => arxivSettings, answers: everyoneSignedIn('BAD_REQUEST') },
  'job.createFromArxiv': { input: () => arxivSettings, answers: everyoneSignedIn('BAD_REQUEST') },
  'job.quoteRerun': ownedByA(async (world) => ({ ...(await jobOfA(world)), ...rerunSettings })),
  'job.rerun': ownedByA(async (world) => ({ ...(await jobOfA(world)), ...rerunSettings })),

  'review.segments': ownedByA(jobOfA),
  'review.revise': ownedByA(async (world) => ({
    ...(await jobOfA(world)),
    edits: [{ index: 0, translation: 'La casa.' }],
  })),
  'review.regenerate': ownedByA(jobOfA),

  // B owns an organisation of its own, so B's calls reach the store's scoping, not just "no organisation".
  'organization.create': {
    input: () => ({ name: 'An organisation of my own' }),
    answers: { userA: refused, userB: refused, orgMember: refused, orgAdmin: refused },
  },
  'organization.invite': [
    {
      label: 'invite a member',
      input: () => ({ email: `newcomer-${crypto.randomUUID()}@example.com`, role: 'member', locale: 'en' }),
      answers: { orgMember: refused, siteAdmin: refused },
      changesA: ['orgAdmin'],
    },
    {
      label: 'invite again, as a member, the address A invited as an admin',
      input: (world) => ({ email: world.a.inviteeEmail, role: 'member', locale: 'en' }),
      answers: { orgMember: refused, orgAdmin: refused, siteAdmin: refused },
    },
  ],
  // B revokes in its own organisation, where A's invitation is not: nothing happens.
  'organization.revokeInvitation': [
    {
      label: "revoke A's invitation of an admin",
      input: invitationOfA,
      answers: { orgMember: refused, orgAdmin: refused, siteAdmin: refused },
    },
    {
      label: "revoke A's invitation of a member",
      input: async (world) => {
        const email = `newcomer-${crypto.randomUUID()}@example.com`;
        const { invitation } = await world.services.organizations.invite(
          world.people.userA.id,
          email,
          'member',
        );
        return { invitationId: invitation.id };
      },
      answers: { orgMember: refused, siteAdmin: refused },
      changesA: ['orgAdmin'],
    },
  ],
  // The invitation is for someone else: no one here may take it; declining it is a no-op.
  'organization.accept': { input: invitationOfA, answers: everyoneSignedIn(refused) },
  'organization.decline': { input: invitationOfA },
  'organization.changeRole': [
    {
      label: 'demote the admin',
      input: (world) => ({ userId: world.people.orgAdmin.id, role: 'member' }),
      answers: { ...everyoneSignedIn(refused), userA: 'ok' },
    },
    {
      label: 'hand over ownership',
      input: (world) => ({ userId: world.people.orgMember.id, role: 'owner' }),
      answers: { ...everyoneSignedIn(refused), userA: 'ok' },
    },
  ],
  'organization.removeMember': [
    {
      label: 'remove the member',
      input: (world) => ({ userId: world.people.orgMember.id }),
      answers: { userB: refused, orgMember: refused, siteAdmin: refused },
      changesA: ['orgAdmin'],
    },
    {
      label: 'remove the owner',
      input: (world) => ({ userId: world.people.userA.id }),
      answers: everyoneSignedIn(refused),
    },
  ],
  // The owner leaves last; members leave freely, which changes A's organisation; B leaves its own.
  'organization.leave': {
    answers: { userA: refused, siteAdmin: refused },
    changesA: ['orgMember', 'orgAdmin'],
  },
};
