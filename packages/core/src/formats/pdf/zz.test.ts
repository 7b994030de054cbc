import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { pdfFormat } from './index';

it('x', async () => {
  const input = readFileSync(new URL('./fixtures/layout-sample.pdf', import.meta.url));
  const doc = await pdfFormat.extract(input, {}, 'en');
  console.log(doc.segments.map((s) => `${s.id}: ${s.text}`).join('\n'));
  const out = await pdfFormat.rebuild(
    doc,
    doc.segments.map((s) => pseudoLocalise(s.text)),
    { from: 'en', to: 'es', options: {} },
  );
  writeFileSync('/tmp/fx/out.pdf', out);
  const bi = await pdfFormat.rebuild(
    doc,
    doc.segments.map((s) => pseudoLocalise(s.text)),
    { from: 'en', to: 'es', options: { bilingual: true } },
  );
  writeFileSync('/tmp/fx/bi.pdf', bi);
}, 200_000);
