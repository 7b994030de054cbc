// A document's quote says which language its text looks written in, so the site can question a source
// language chosen otherwise before the job translates from the wrong one.
import { Readable } from 'node:stream';
import { sampleDocx } from '@verso/core/formats/docx/sample-package';
import { describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from '../testing/testServices';

const germanParagraphs = [
  'Das Haus steht am Ende der Straße und hat einen großen Garten.',
  'Im Sommer sitzen wir oft draußen und trinken Kaffee mit unseren Nachbarn.',
];

const germanDocx = () =>
  sampleDocx({
    body: germanParagraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join(''),
  });

describe(`the source language a quote finds on ${backendName}`, () => {
  const services = servicesDuringTests();

  const quote = async (filename: string, content: Buffer, from: string) => {
    const user = await services().users.create({ email: `${crypto.randomUUID()}@example.com`, credits: 10 });
    const upload = await services().jobs.receiveUpload(user.id, filename, Readable.from([content]));
    try {
      return await services().jobs.quote(upload, { from, to: 'es' });
    } finally {
      await services().jobs.discardUpload(upload);
    }
  };

  test('a German Word document quoted "from English" is found to look German', async () => {
    const quoted = await quote('brief.docx', await germanDocx(), 'en');
    expect(quoted).toMatchObject({ from: 'en', sourceDetected: false, looksWrittenIn: 'de' });
  });

  test('an English text quoted "from English" looks English: nothing to question', async () => {
    const english = Buffer.from('The house stands at the end of the street and has a large garden.\n');
    expect(await quote('notes.txt', english, 'en')).toMatchObject({ from: 'en', looksWrittenIn: 'en' });
  });

  test('a text too short to tell names no language', async () => {
    const quoted = await quote('short.txt', Buffer.from('OK\n'), 'en');
    expect(quoted.looksWrittenIn).toBeUndefined();
  });
});
