// Reads LibreTranslate's `GET /languages` into the pairs it serves, in Verso's ISO codes, remembering the
// server's own code for each language: servers name Chinese, Norwegian and variants differently by version.
import { z } from 'zod';
import { languageByCode } from '../../languages';
import type { LanguagePair } from '../engine';

export const languagesReply = z.array(
  z.object({ code: z.string(), name: z.string(), targets: z.array(z.string()).optional() }),
);

/** LibreTranslate codes that are not our ISO code: older servers say zh/zt, newer zh-Hans/zh-Hant. */
const aliases: Record<string, string> = { 'zh-Hans': 'zh', 'zh-Hant': 'zh-HK', zt: 'zh-HK', nb: 'no' };

export interface LibreTranslateCatalogue {
  pairs: LanguagePair[];
  /** Our ISO code → the server's code. */
  serverCodes: Map<string, string>;
}

function ourCode(serverCode: string): string | undefined {
  return aliases[serverCode] ?? languageByCode(serverCode)?.code;
}

export function readCatalogue(listing: z.infer<typeof languagesReply>): LibreTranslateCatalogue {
  const serverCodes = new Map<string, string>();
  for (const { code } of listing) {
    const ours = ourCode(code);
    if (ours && !serverCodes.has(ours)) serverCodes.set(ours, code);
  }
  const everyCode = listing.map((language) => language.code);
  const pairs = listing.flatMap(({ code, targets }) => {
    const from = ourCode(code);
    if (!from || serverCodes.get(from) !== code) return [];
    // Servers before 1.4 list no targets: they translate between all their languages.
    return (targets ?? everyCode).flatMap((target) => {
      const to = ourCode(target);
      return to && to !== from && serverCodes.get(to) === target ? [{ from, to }] : [];
    });
  });
  return { pairs, serverCodes };
}
