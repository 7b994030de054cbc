import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick-messages';

const catalogue = {
  Header: { signIn: 'Sign in', menu: { tools: 'Tools' } },
  Home: { title: 'Translate documents', drop: { hint: 'Drop a file', tooBig: 'Too big' } },
  FormatPages: { pdf: { title: 'PDF' } },
};

describe('pickMessages', () => {
  it('keeps the listed namespaces whole and leaves the rest out', () => {
    expect(pickMessages(catalogue, ['Header'])).toEqual({ Header: catalogue.Header });
  });

  it('keeps only the listed part of a namespace, in its nesting', () => {
    expect(pickMessages(catalogue, ['Header', 'Home.drop'])).toEqual({
      Header: catalogue.Header,
      Home: { drop: catalogue.Home.drop },
    });
  });

  it('fails on a namespace the catalogue does not have, rather than sending the browser nothing for it', () => {
    expect(() => pickMessages(catalogue, ['Hedaer'])).toThrow(/Hedaer/);
    expect(() => pickMessages(catalogue, ['Home.dorp'])).toThrow(/Home\.dorp/);
  });
});
