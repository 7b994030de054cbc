// DeepL applies a glossary only by id. The first time a language pair meets a set of terms, a glossary
// is made through `POST /v2/glossaries`, named after its content so that a later process finds and reuses
// it rather than making another (an account holds at most 1,000); the id is then kept for the engine's
// life. A glossary DeepL no longer knows is forgotten, so the next request makes it again.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { UserFacingError } from '../../errors';
import { abortable } from '../http/abortable';
import { remoteCall } from '../http/remote-call';
import type { RemoteService } from '../http/remote-service';
import { entriesAsTsv, type GlossaryEntry, glossaryFingerprint } from './glossary-entries';

const glossaryInfo = z.object({ glossary_id: z.string().min(1), name: z.string(), ready: z.boolean() });
const glossaryList = z.object({ glossaries: z.array(glossaryInfo) });

/** DeepL usually has a glossary ready at once; when not, it is asked again this often, this many times. */
const readyCheckMs = 250;
const readyChecks = 20;

export interface GlossaryRequest {
  key: string;
  /** DeepL's glossary codes: the bare language on both sides (`en`, not `EN-US`). */
  sourceLang: string;
  targetLang: string;
  entries: readonly GlossaryEntry[];
}

interface Known {
  id: Promise<string>;
  /** Set once `id` resolves, so a stale id can be told from one made since. */
  settled?: string;
}

export interface DeeplGlossaries {
  /** The id of a ready glossary with these entries for this pair, made on first use. */
  idFor(request: GlossaryRequest, signal?: AbortSignal): Promise<string>;
  /** Drops `staleId` (DeepL answered 404 for it), unless it has been replaced already. */
  forget(request: GlossaryRequest, staleId: string): void;
}

export function deeplGlossaries(service: RemoteService, baseUrl: string): DeeplGlossaries {
  const known = new Map<string, Known>();

  function fingerprintOf({ sourceLang, targetLang, entries }: GlossaryRequest): string {
    return glossaryFingerprint(sourceLang, targetLang, entriesAsTsv(entries));
  }

  async function waitUntilReady(key: string, id: string): Promise<void> {
    for (let check = 1; check <= readyChecks; check += 1) {
      await sleep(readyCheckMs);
      const info = await remoteCall(service, {
        url: `${baseUrl}/v2/glossaries/${encodeURIComponent(id)}`,
        headers: { authorization: `DeepL-Auth-Key ${key}` },
        reply: glossaryInfo,
      });
      if (info.ready) return;
    }
    throw new UserFacingError(
      'engine_unavailable',
      `DeepL did not finish preparing the glossary within ${(readyCheckMs * readyChecks) / 1000} s. Try again later.`,
      { service: service.label, glossary: id },
    );
  }

  // Not tied to one caller's signal: the glossary is shared by every request for the same terms.
  async function findOrMake(request: GlossaryRequest, name: string): Promise<string> {
    const headers = { authorization: `DeepL-Auth-Key ${request.key}` };
    const { glossaries } = await remoteCall(service, {
      url: `${baseUrl}/v2/glossaries`,
      headers,
      reply: glossaryList,
    });
    const existing = glossaries.find((glossary) => glossary.name === name && glossary.ready);
    if (existing) return existing.glossary_id;
    const made = await remoteCall(service, {
      url: `${baseUrl}/v2/glossaries`,
      headers,
      body: {
        name,
        source_lang: request.sourceLang,
        target_lang: request.targetLang,
        entries: entriesAsTsv(request.entries),
        entries_format: 'tsv',
      },
      reply: glossaryInfo,
    });
    if (!made.ready) await waitUntilReady(request.key, made.glossary_id);
    return made.glossary_id;
  }

  return {
    idFor(request, signal) {
      const fingerprint = fingerprintOf(request);
      let entry = known.get(fingerprint);
      if (!entry) {
        const fresh: Known = { id: findOrMake(request, `Verso ${fingerprint}`) };
        fresh.id.then(
          (id) => {
            fresh.settled = id;
          },
          // A failed attempt is not remembered: the next request tries again.
          () => known.get(fingerprint) === fresh && known.delete(fingerprint),
        );
        known.set(fingerprint, fresh);
        entry = fresh;
      }
      return abortable(entry.id, signal);
    },
    forget(request, staleId) {
      const fingerprint = fingerprintOf(request);
      if (known.get(fingerprint)?.settled === staleId) known.delete(fingerprint);
    },
  };
}
