import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { docKind, type LegacyKind, pptKind, rtfKind, xlsKind } from './legacy-kinds';
import { type ConversionResult, LibreOfficeConverter } from './libreoffice-converter';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
const converter = new LibreOfficeConverter({ timeoutMs: 60_000, startTimeoutMs: 60_000 });
afterAll(() => converter.shutdown());

const request = (kind: LegacyKind, input: Buffer) => ({
  input,
  inputExtension: kind.extension,
  outputExtension: kind.output.extension,
  filter: kind.exportFilter,
  accept: kind.acceptedTypes,
});

/** Our LibreOffice's soffice.bin: in the process group led by the bridge this test process started. */
function ourSofficeBin(): number | undefined {
  const stat = (pid: string) => {
    try {
      // pid (comm) state ppid pgrp …
      const [, comm = '', rest = ''] =
        /^\d+ \((.*)\) (.*)$/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8').trim()) ?? [];
      const [, ppid, pgrp] = rest.split(' ').map(Number);
      return { pid: Number(pid), comm, ppid, pgrp };
    } catch {
      return undefined;
    }
  };
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(stat);
  const bridges = processes.filter((entry) => entry?.ppid === process.pid).map((entry) => entry?.pid);
  return processes.find((entry) => entry?.comm === 'soffice.bin' && bridges.includes(entry.pgrp))?.pid;
}

const converted = (result: ConversionResult) => (result.status === 'converted' ? result.output : undefined);

describe('the LibreOffice converter', () => {
  it.each([
    { kind: docKind, file: 'okapi-sample.doc', mainPart: 'word/document.xml' },
    { kind: rtfKind, file: 'okapi-BoldWorld.rtf', mainPart: 'word/document.xml' },
    { kind: xlsKind, file: 'okapi-sample.xls', mainPart: 'xl/workbook.xml' },
    { kind: pptKind, file: 'python-pptx-prs-notes.ppt', mainPart: 'ppt/presentation.xml' },
  ])(
    'converts $kind.name files to $kind.output.extension ($file)',
    async ({ kind, file, mainPart }) => {
      const output = converted(await converter.convert(request(kind, fixture(file))));
      expect(output?.subarray(0, 2).toString()).toBe('PK');
      expect(output?.includes(mainPart)).toBe(true);
    },
    120_000,
  );

  it('reports the type it detected when the file is another kind', async () => {
    const result = await converter.convert(request(docKind, fixture('okapi-sample.xls')));
    expect(result).toEqual({ status: 'wrong_type', type: expect.stringMatching(/^calc_MS_Excel_97/) });
  }, 60_000);

  it('does not import random bytes as a plain-text document', async () => {
    const garbage = Buffer.concat([fixture('okapi-sample.doc').subarray(0, 8), Buffer.alloc(5000, 0x5a)]);
    const result = await converter.convert(request(docKind, garbage));
    expect(result.status).not.toBe('converted');
  }, 60_000);

  it('stops a conversion that runs too long, and converts the next file with a fresh LibreOffice', async () => {
    const input = fixture('okapi-sample.doc');
    expect(await converter.convert({ ...request(docKind, input), timeoutMs: 1 })).toEqual({
      status: 'timed_out',
      seconds: 1,
    });
    expect(converted(await converter.convert(request(docKind, input)))).toBeDefined();
  }, 120_000);

  it('replaces a LibreOffice that died since the last conversion, and converts the file', async () => {
    const input = fixture('okapi-sample.doc');
    expect(converted(await converter.convert(request(docKind, input)))).toBeDefined();
    const sofficeBin = ourSofficeBin();
    expect(sofficeBin).toBeDefined();
    process.kill(sofficeBin ?? 0, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(converted(await converter.convert(request(docKind, input)))).toBeDefined();
  }, 120_000);

  it('queues conversions asked for at once', async () => {
    const inputs = ['okapi-sample.doc', 'python-docx-hdr-header-footer.doc', 'okapi-sample.doc'].map(fixture);
    const results = await Promise.all(inputs.map((input) => converter.convert(request(docKind, input))));
    expect(results.map((result) => result.status)).toEqual(['converted', 'converted', 'converted']);
  }, 120_000);
});
