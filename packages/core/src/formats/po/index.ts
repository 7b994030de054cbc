// Gettext PO and POT catalogues: each msgid (and msgid_plural) not yet translated is a segment;
// rebuilding fills the msgstrs for the target language's plural rule and updates the header.
import type { DocumentFormat } from '../format';
import { parsePo } from './parse-po';
import { decodePo } from './po-encoding';
import { selectUnits } from './po-units';
import { type PoSkeleton, rebuildPo } from './rebuild-po';

export const poFormat: DocumentFormat<PoSkeleton> = {
  id: 'po',
  label: 'Gettext PO',
  extensions: ['.po', '.pot'],
  mimeType: 'text/x-gettext-translation',
  options: ['markFuzzy', 'overwriteExisting'],

  extract(input, options) {
    const { text, encoding } = decodePo(input);
    const po = parsePo(text);
    const { segments, units } = selectUnits(po.entries, options);
    return { segments, skeleton: { po, units, encoding } };
  },

  rebuild({ skeleton }, translations, target) {
    return rebuildPo(skeleton, translations, target);
  },
};
