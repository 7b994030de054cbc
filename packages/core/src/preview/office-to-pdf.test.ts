import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { defaultProcessLimits, setProcessLimits } from '../processes/process-limits';
import { descendantGroupsNamed, descendantsNamed, isRunning } from '../testing/process-tree';
import { officeToPdf } from './office-to-pdf';
import { odtWithAutoRunMacro, odtWithLinkedImage } from './testing/hostile-odt';

const sample = readFileSync(
  new URL('../formats/legacy-office/fixtures/okapi-BoldWorld.rtf', import.meta.url),
);

/** Minutes of LibreOffice layout (20,000 paragraphs took it 5 s on an idle machine): far more than the timeout below. */
function longRtf(paragraphs = 200_000): Buffer {
  const line = (n: number) => `{\\pard Paragraph ${n} of a document that takes a while to lay out.\\par}\n`;
  return Buffer.from(`{\\rtf1\\ansi\n${Array.from({ length: paragraphs }, (_, n) => line(n)).join('')}}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Samples the soffice.bin processes this test started until `work` settles: every one seen, and the most
 * LibreOffice runs at once. A run is a process group, since a LibreOffice that restarts itself (as it may
 * on a fresh profile) briefly has two soffice.bin.
 */
async function watchSoffice<T>(work: Promise<T>) {
  const seen = new Set<number>();
  let most = 0;
  let settled = false;
  // Failures are values here, so a rejection is never left unheard while sampling.
  const outcome = work
    .catch((error: unknown) => error)
    .finally(() => {
      settled = true;
    });
  while (!settled) {
    for (const pid of descendantsNamed('soffice.bin')) seen.add(pid);
    most = Math.max(most, descendantGroupsNamed('soffice.bin').length);
    await sleep(50);
  }
  return { outcome: await outcome, most, seen: [...seen] };
}

afterEach(() => setProcessLimits(defaultProcessLimits));

describe('office documents printed to PDF for previews', () => {
  it('kills the whole LibreOffice, soffice.bin included, when a document takes too long', async () => {
    const { outcome, seen } = await watchSoffice(officeToPdf(longRtf(), 'long.rtf', { timeoutMs: 6_000 }));
    expect(seen.length).toBeGreaterThan(0);
    await sleep(500);
    expect(seen.filter(isRunning)).toEqual([]);
    expect(outcome).toMatchObject({ code: 'bad_file', message: expect.stringMatching(/longer than 6 s/) });
  }, 60_000);

  it('runs no more LibreOffice processes at once than the limit, queueing the rest', async () => {
    setProcessLimits({ libreOfficeConversions: 2 });
    const documents = Array.from({ length: 4 }, () => officeToPdf(sample, 'sample.rtf'));
    const { outcome, most } = await watchSoffice(Promise.all(documents));
    expect((outcome as Buffer[]).map((pdf) => pdf.subarray(0, 5).toString())).toEqual(Array(4).fill('%PDF-'));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  }, 180_000);

  describe('a document with a macro bound to its opening', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'verso-macro-'));
    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    // Debian's -nogui packages (the ones `npm start` installs) carry no Basic runtime, so there the macro
    // could not run even if allowed; this guards the installs that have one (a full LibreOffice), where
    // the locked-down profile is what stops it.
    it('is shown without running the macro', async () => {
      const marker = path.join(directory, 'macro-ran.txt');
      const pdf = await officeToPdf(await odtWithAutoRunMacro(marker), 'macro.odt');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(existsSync(marker)).toBe(false);
    }, 60_000);
  });

  it('shows a document with an image linked from a URL without fetching it', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const document = await odtWithLinkedImage(`http://127.0.0.1:${port}/tracker.png`);
      const pdf = await officeToPdf(document, 'linked.odt');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  }, 60_000);
});
