import { describe, expect, it } from 'vitest';
import { tokenReplacer } from './body-replacer';

function rewrite(chunks: string[], token = 'PLACEHOLDER', replacement = 'fresh-nonce'): string {
  const replace = tokenReplacer(token, replacement);
  const out = chunks.map((chunk, i) => replace(Buffer.from(chunk), i === chunks.length - 1));
  return Buffer.concat(out).toString();
}

describe('tokenReplacer', () => {
  it('replaces every occurrence in one chunk', () => {
    expect(rewrite(['<script nonce="PLACEHOLDER"></script><script nonce="PLACEHOLDER">'])).toBe(
      '<script nonce="fresh-nonce"></script><script nonce="fresh-nonce">',
    );
  });

  it('replaces an occurrence split across chunks, however it is cut', () => {
    const body = 'a<script nonce="PLACEHOLDER">b';
    for (let cut = 0; cut <= body.length; cut++) {
      expect(rewrite([body.slice(0, cut), body.slice(cut)])).toBe('a<script nonce="fresh-nonce">b');
    }
    expect(rewrite(['x PLA', 'CEHO', 'LDER y'])).toBe('x fresh-nonce y');
  });

  it('leaves other bytes alone and loses none at the end', () => {
    expect(rewrite(['plain text, ', 'PLACEHOLDE', 'R', ' and PLACE'])).toBe(
      'plain text, fresh-nonce and PLACE',
    );
  });
});
