// The people of the access matrix and user A's things, built on real services: A owns an organisation
// (with a member, an admin and an open invitation), a glossary, an API key and jobs; B (who owns an
// organisation of its own) and a site admin are outsiders. Each of A's things carries a unique marker, so an answer that shows it to
// someone who may not see it is a leak a test can find in any response.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { orders, organizationMembers, sessions } from '@verso/db';
import type { Services } from '@verso/services';
import { eventually } from '@verso/services/testing/testServices';

export const identities = ['anonymous', 'userA', 'userB', 'orgMember', 'orgAdmin', 'siteAdmin'] as const;
export type Identity = (typeof identities)[number];
export type SignedIn = Exclude<Identity, 'anonymous'>;

export interface Person {
  id: string;
  email: string;
  /** An Auth.js database session, sent as the session cookie. */
  sessionToken: string;
  /** The raw key REST API v1 takes in the Authorization header. */
  apiKey: string;
}

/** Text no one but `visibleTo` may ever receive. */
export interface Marker {
  text: string;
  visibleTo: readonly Identity[];
}

export interface AccessWorld {
  services: Services;
  people: Record<SignedIn, Person>;
  a: {
    organizationName: string;
    /** An open invitation into A's organisation, as an admin. */
    invitationId: string;
    inviteeEmail: string;
    glossaryId: string;
    glossaryName: string;
    apiKeyId: string;
    /** A pending credit purchase of A's. */
    orderId: string;
  };
  markers: Marker[];
  /** A finished text job of A's (made on first use). */
  jobOfA(): Promise<string>;
  /** A finished PDF job of A's, for page previews (made on first use). */
  pdfJobOfA(): Promise<string>;
  /** Everything of A's that others must not change, as comparable text. */
  snapshotOfA(): Promise<string>;
}

const organisation: readonly Identity[] = ['userA', 'orgMember', 'orgAdmin'];
const pdfSample = new URL(
  '../../../../../packages/core/src/formats/pdf/fixtures/layout-sample.pdf',
  import.meta.url,
);

export async function buildAccessWorld(services: Services): Promise<AccessWorld> {
  const tag = crypto.randomUUID().slice(0, 8);
  const person = async (name: SignedIn, isAdmin = false): Promise<Person> => {
    const email = `${name.toLowerCase()}-${tag}@example.com`;
    const user = await services.users.create({ email, isAdmin, credits: 1000 });
    const sessionToken = crypto.randomUUID();
    await services.db
      .insert(sessions)
      .values({ sessionToken, userId: user.id, expires: new Date(Date.now() + 3_600_000) });
    const keyName = name === 'userA' ? `a-key-${tag}` : 'default';
    return {
      id: user.id,
      email,
      sessionToken,
      apiKey: (await services.apiKeys.create(user.id, keyName)).key,
    };
  };
  const people: Record<SignedIn, Person> = {
    userA: await person('userA'),
    userB: await person('userB'),
    orgMember: await person('orgMember'),
    orgAdmin: await person('orgAdmin'),
    siteAdmin: await person('siteAdmin', true),
  };
  const { organizations, glossaries, apiKeys, jobs } = services;

  const organizationName = `a-org-${tag}`;
  const organization = await organizations.create(people.userA.id, organizationName);
  await services.db.insert(organizationMembers).values([
    { organizationId: organization.id, userId: people.orgMember.id, role: 'member' },
    { organizationId: organization.id, userId: people.orgAdmin.id, role: 'admin' },
  ]);
  await organizations.create(people.userB.id, `b-org-${tag}`);
  // Invited as an admin: only the owner may change or withdraw it.
  const inviteeEmail = `invitee-${tag}@example.com`;
  const { invitation } = await organizations.invite(people.userA.id, inviteeEmail, 'admin');

  const glossaryName = `a-glossary-${tag}`;
  const glossaryTerm = `a-term-${tag}`;
  const glossary = await glossaries.create(people.userA.id, {
    name: glossaryName,
    terms: [{ source: glossaryTerm, target: 'término' }],
  });
  const [apiKey] = await apiKeys.list(people.userA.id);

  const [order] = await services.db
    .insert(orders)
    .values({
      userId: people.userA.id,
      packageId: 'credits-40',
      credits: 40,
      amountMinor: 1000,
      currency: 'USD',
      provider: 'stripe',
      payMethod: 'card',
    })
    .returning({ id: orders.id });

  const jobText = `a-text-${tag}`;
  const jobFilename = `a-file-${tag}`;
  const finishedJob = async (filename: string, content: Buffer) => {
    const job = await jobs.create({
      userId: people.userA.id,
      filename,
      stream: Readable.from([content]),
      from: 'en',
      to: 'es',
      engine: 'identity',
    });
    // A PDF job takes its time on a busy two-core machine; the cells that need one wait for it.
    await eventually(async () => (await jobs.get(people.userA.id, job.id))?.status === 'completed', 90_000);
    return job.id;
  };
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => {
      made ??= make();
      return made;
    };
  };

  return {
    services,
    people,
    a: {
      organizationName,
      invitationId: invitation.id,
      inviteeEmail,
      glossaryId: glossary.id,
      glossaryName,
      apiKeyId: apiKey?.id ?? '',
      orderId: order?.id ?? '',
    },
    markers: [
      { text: people.userA.email, visibleTo: organisation },
      { text: people.userA.apiKey, visibleTo: [] },
      { text: `a-key-${tag}`, visibleTo: ['userA'] },
      { text: organizationName, visibleTo: organisation },
      { text: inviteeEmail, visibleTo: ['userA', 'orgAdmin'] },
      { text: glossaryName, visibleTo: ['userA'] },
      { text: glossaryTerm, visibleTo: ['userA'] },
      { text: jobFilename, visibleTo: ['userA'] },
      { text: jobText, visibleTo: ['userA'] },
    ],
    jobOfA: once(() => finishedJob(`${jobFilename}.txt`, Buffer.from(`The house of ${jobText}.`))),
    pdfJobOfA: once(() => finishedJob(`${jobFilename}.pdf`, readFileSync(pdfSample))),
    async snapshotOfA() {
      const userId = people.userA.id;
      const mine = await organizations.mine(userId);
      const glossaryIds = (await glossaries.list(userId)).map((entry) => entry.id).sort();
      return JSON.stringify({
        jobs: (await jobs.list(userId)).map((job) => job.id).sort(),
        glossaries: await Promise.all(glossaryIds.map((id) => glossaries.get(userId, id))),
        keys: (await apiKeys.list(userId)).map(({ id, name }) => `${id} ${name}`).sort(),
        organization: mine && {
          name: mine.organization.name,
          members: mine.members.map(({ userId: member, role }) => `${member} ${role}`).sort(),
          invitations: mine.invitations.map(({ id, role }) => `${id} ${role}`).sort(),
        },
      });
    },
  };
}
