import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

describe('mergeMessages', () => {
  it('adds the second catalogue to the first, namespace by namespace and key by key', () => {
    const layout = { Header: { signIn: 'Sign in' }, Home: { drop: { hint: 'Drop a file' } } };
    const page = { Home: { title: 'Translate' }, Auth: { verifying: 'Verifying' } };
    expect(mergeMessages(layout, page)).toEqual({
      Header: { signIn: 'Sign in' },
      Home: { drop: { hint: 'Drop a file' }, title: 'Translate' },
      Auth: { verifying: 'Verifying' },
    });
  });

  it('prefers the second catalogue where both have a message', () => {
    expect(mergeMessages({ Auth: { verifying: 'Verifying' } }, { Auth: { verifying: 'Prüfen' } })).toEqual({
      Auth: { verifying: 'Prüfen' },
    });
  });
});
