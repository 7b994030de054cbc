// `.xhtml` files often leave out the XML declaration; their name still says they are XML.
import { describe, expect, it } from 'vitest';
import { formatForFilename } from '../registry';
import { pseudoRoundTrip } from '../testing/round-trip';
import { htmlFormat, xhtmlFormat } from './index';

const page = (body: string) =>
  `<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>Opening hours</title></head><body>${body}</body></html>`;

describe('XHTML without an XML declaration', () => {
  it('is read as XHTML because of its name', () => {
    expect(formatForFilename('chapter.xhtml').id).toBe('xhtml');
    expect(formatForFilename('chapter.html').id).toBe('html');
  });

  it('must be well-formed: a malformed page is refused with where it breaks, as XHTML', async () => {
    const broken = Buffer.from(page('<p>The library opens at nine.<div>Welcome</p>'));
    await expect((async () => xhtmlFormat.extract(broken, {}))()).rejects.toThrow(
      /^This XHTML file is malformed at line 2, column \d+: /,
    );
    // The same bytes named .html are a page a browser repairs, and are translated.
    expect((await htmlFormat.extract(broken, {})).segments.length).toBeGreaterThan(0);
  });

  it('translates a well-formed page and keeps a self-closed script tag as it was', async () => {
    const input = Buffer.from(page('<script src="a.js"/><p>The library opens at nine.</p>'));
    const output = (await pseudoRoundTrip(xhtmlFormat, input)).toString();
    expect(output).toContain('<script src="a.js"/>');
    expect(output).not.toContain('The library opens at nine.');
    expect(output).toMatch(/<p>[^<]+<\/p>/);
  });
});
