import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApertiumPipelines } from '../../engines/apertium';
import { engineRoundTrip } from '../testing/round-trip';
import { poFormat } from './index';
import { entryViews, msgfmtErrors, readPo } from './po-test-support';

describe('PO through Apertium English → Spanish', () => {
  afterAll(() => closeApertiumPipelines());

  it('fills the template with Spanish and keeps format directives, markup and plural forms valid', async () => {
    const output = await engineRoundTrip(
      poFormat,
      readFileSync(join(import.meta.dirname, 'fixtures', 'app.pot')),
    );
    const views = entryViews(readPo(output));
    const translation = (msgid: string) => views.find((view) => view.msgid === msgid)?.msgstr ?? [];
    expect(translation('Welcome to your new house')[0]).toMatch(/\bcasa\b/);
    expect(translation('Hello %s, you have no new messages.')[0]).toMatch(/^Hola %s, .*\bmensajes\b/);
    expect(translation('%d file')).toHaveLength(2);
    expect(translation('%d file').every((form) => form.startsWith('%d '))).toBe(true);
    const about = translation(views[5]?.msgid ?? '')[0];
    expect(about).toMatch(/<b>Verso<\/b>/);
    expect(about).toMatch(/<a href="https:\/\/example.org\/help">[^<]*\bayuda<\/a>/);
    expect(translation('You have {count} items in the cart')[0]).toMatch(/\{count\}.*\bcarro\b/);
    expect(translation(views[7]?.msgid ?? '')[0]).toMatch(/^Uso:\n\tverso .*<file>\n/);
    expect(msgfmtErrors(output)).toBe('');
  });
});
