import { describe, expect, it } from 'vitest';
import { fromHtmlText, toHtmlText } from './html-text';

describe('HTML text for services that translate HTML', () => {
  it('escapes text but keeps placeholder tags', () => {
    expect(toHtmlText('<g1>a < b & c</g1><x2/> >')).toBe('<g1>a &lt; b &amp; c</g1><x2/> &gt;');
  });

  it('reads back the entities services answer with', () => {
    expect(fromHtmlText('It&#39;s &quot;R&amp;D&quot; &lt;g1&gt; &#x263A; &nbsp;')).toBe(
      'It\'s "R&D" <g1> \u263a \u00a0',
    );
  });

  it('leaves unknown entities as they are', () => {
    expect(fromHtmlText('&bogus; &#99999999;')).toBe('&bogus; &#99999999;');
  });
});
