import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from './services';
import { backendName, createTestBackend, servicesFor, type TestBackend } from './testing/testServices';

describe(`business enquiries on ${backendName}`, () => {
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

  const enquiry = {
    kind: 'enterprise' as const,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines Ltd',
    teamSize: '51-200',
    message: 'We translate 2,000 manuals a year and would like to host Verso ourselves.',
    locale: 'en',
  };

  test('an enquiry is stored, handed to the mail delivery and marked as mailed', async () => {
    const delivered: string[] = [];
    const { id, mailed } = await services.businessInquiries.submit(enquiry, async (stored) => {
      delivered.push(`${stored.kind}:${stored.email}:${stored.company}`);
    });
    expect(mailed).toBe(true);
    expect(delivered).toEqual(['enterprise:ada@example.com:Analytical Engines Ltd']);
    const stored = await services.businessInquiries.byId(id);
    expect(stored).toMatchObject({ name: 'Ada Lovelace', teamSize: '51-200', locale: 'en' });
    expect(stored?.mailedAt).toBeInstanceOf(Date);
  });

  test('an enquiry whose mail fails is kept, unmailed, so the operator can still answer it', async () => {
    const { id, mailed } = await services.businessInquiries.submit(
      { ...enquiry, kind: 'contact' },
      async () => {
        throw new Error('SMTP relay refused the connection');
      },
    );
    expect(mailed).toBe(false);
    expect(await services.businessInquiries.byId(id)).toMatchObject({ kind: 'contact', mailedAt: null });
  });

  test('an enquiry without a usable e-mail address or message is refused before anything is stored', async () => {
    await expect(
      services.businessInquiries.submit({ ...enquiry, email: 'not-an-address' }, async () => {}),
    ).rejects.toThrow(/email/i);
    await expect(
      services.businessInquiries.submit({ ...enquiry, message: 'Hi' }, async () => {}),
    ).rejects.toThrow();
  });
});
