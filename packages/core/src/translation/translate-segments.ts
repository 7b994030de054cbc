// Segments in, translations out, through everything that makes a translation good beyond the engine
// itself: protected spans, the glossary, translation memory, one translation per repeated text,
// placeholder checks with retry and repair, a fallback engine, and a report of all of it.
import { batchTexts } from '../engines/batches';
import type { Engine, TranslateOptions } from '../engines/engine';
import { callEngine } from '../engines/engine-calls';
import type { Formality } from '../engines/formality';
import { engineReference } from '../engines/registry';
import {
  agreeAdjectives,
  agreeDeterminers,
  checkGlossary,
  type Glossary,
  type GlossaryMiss,
  termGenders,
  termsIn,
} from '../glossary';
import { type MemoryScope, normaliseForMemory, type TranslationMemory } from '../memory/translation-memory';
import type { Segment, SegmentContext } from '../segments/segment';
import type { SegmentProgress } from './document-progress';
import { memoryScope } from './memory-scope';
import { guardPlaceholders } from './placeholder-guard';
import { needsNoTranslation, type PreparedText, prepareText } from './prepared-text';
import type { TranslationReport } from './report';

export interface SegmentTranslationRequest {
  segments: readonly Segment[];
  /** Resolved ISO codes. */
  from: string;
  to: string;
  engine: Engine;
  /** Takes over the texts still untranslated when `engine` fails. */
  fallback?: Engine;
  glossary?: Glossary;
  memory?: TranslationMemory;
  style?: string;
  /** What the document is about, from its owner: context for engines that read it. */
  description?: string;
  formality?: Formality;
  documentTitle?: string;
  signal?: AbortSignal;
  /** Called once before the engine runs (what memory and untranslatable text settled), then as each batch finishes. */
  onProgress?: (done: SegmentProgress) => void | Promise<void>;
}

export interface SegmentTranslation {
  translations: string[];
  report: TranslationReport;
}

/** The distinct texts to translate, each with the context of its first occurrence. */
interface UniqueText {
  key: string;
  core: string;
  context: SegmentContext;
}

function contextOf(segments: readonly Segment[], index: number, documentTitle?: string): SegmentContext {
  const own = segments[index]?.context ?? {};
  return {
    documentTitle: own.documentTitle ?? documentTitle,
    heading: own.heading,
    ...(own.page !== undefined && { page: own.page }),
    ...(own.disambiguation !== undefined && { disambiguation: own.disambiguation }),
    ...(own.note !== undefined && { note: own.note }),
    previous: own.previous ?? segments[index - 1]?.text,
    next: own.next ?? segments[index + 1]?.text,
  };
}

/**
 * Repeated texts are translated once and remembered under this key: the text, preceded by what tells
 * it apart where the format has such a thing, joined as gettext joins msgctxt and msgid (U+0004).
 */
function textKey(core: string, segment: Segment | undefined): string {
  const text = normaliseForMemory(core);
  const disambiguation = segment?.context?.disambiguation;
  return disambiguation ? `${disambiguation}\u0004${text}` : text;
}

function collectUnique(request: SegmentTranslationRequest, prepared: readonly PreparedText[]) {
  const unique = new Map<string, UniqueText>();
  prepared.forEach(({ core }, index) => {
    if (needsNoTranslation(core)) return;
    const key = textKey(core, request.segments[index]);
    if (!unique.has(key))
      unique.set(key, { key, core, context: contextOf(request.segments, index, request.documentTitle) });
  });
  return [...unique.values()];
}

async function fromMemory(
  memory: TranslationMemory | undefined,
  scope: MemoryScope,
  texts: readonly UniqueText[],
) {
  if (!memory || texts.length === 0) return new Map<string, string>();
  return memory.lookup(
    scope,
    texts.map((text) => text.key),
  );
}

interface EngineRun {
  translated: Map<string, string>;
  retried: number;
  repairs: number;
}

async function translateBatch(
  engine: Engine,
  batch: string[],
  items: readonly UniqueText[],
  request: SegmentTranslationRequest,
) {
  request.signal?.throwIfAborted();
  const glossaryTerms = engine.handlesGlossary ? (request.glossary?.terms ?? []) : [];
  const options: TranslateOptions = {
    signal: request.signal,
    context: items.map((item) => item.context),
    glossary: glossaryTerms.length > 0 ? termsIn(batch.join('\n'), glossaryTerms) : undefined,
    style: request.style,
    description: request.description,
    formality: request.formality,
  };
  const answers = await callEngine(engine, batch, request.from, request.to, options);
  if (answers.length !== batch.length) {
    throw new Error(`Engine ${engine.id} returned ${answers.length} translations for ${batch.length} texts.`);
  }
  return guardPlaceholders(engine, batch, answers, { ...request, options });
}

async function runEngine(
  engine: Engine,
  texts: readonly UniqueText[],
  request: SegmentTranslationRequest,
  onBatch: (items: readonly UniqueText[]) => Promise<void>,
): Promise<EngineRun> {
  const run: EngineRun = { translated: new Map(), retried: 0, repairs: 0 };
  let offset = 0;
  const batches = batchTexts(
    texts.map((text) => text.core),
    engine.maxBatchChars,
  ).map((batch) => {
    const items = texts.slice(offset, offset + batch.length);
    offset += batch.length;
    return { batch, items };
  });
  // The next batches are already on their way while this one is stored: an engine that works in stages
  // (Apertium's pipeline) then never waits idle between batches. Answers are still taken in order.
  const calls: ReturnType<typeof translateBatch>[] = [];
  const call = (index: number) => {
    const { batch = [], items = [] } = batches[index] ?? {};
    const answer = translateBatch(engine, batch, items, request);
    answer.catch(() => undefined); // a later batch's failure is reported when its turn comes
    return answer;
  };
  for (const [index, { items }] of batches.entries()) {
    while (calls.length < Math.min(batches.length, index + (engine.batchesInFlight ?? 1))) {
      calls.push(call(calls.length));
    }
    const guarded = await calls[index];
    if (!guarded) continue;
    items.forEach((item, at) => {
      run.translated.set(item.key, guarded.translations[at] ?? item.core);
    });
    run.retried += guarded.retried;
    run.repairs += guarded.repairs;
    await onBatch(items);
  }
  return run;
}

/** Runs the engine; when it fails and a fallback serves the pair, the fallback translates the rest. */
async function translateMisses(
  request: SegmentTranslationRequest,
  misses: readonly UniqueText[],
  notes: string[],
  onBatch: (items: readonly UniqueText[]) => Promise<void>,
): Promise<EngineRun & { engine: Engine }> {
  try {
    return { ...(await runEngine(request.engine, misses, request, onBatch)), engine: request.engine };
  } catch (error) {
    const { fallback } = request;
    if (!fallback || request.signal?.aborted) throw error;
    notes.push(
      `${request.engine.label} failed (${(error as Error).message}); ${fallback.label} translated this document instead.`,
    );
    return {
      ...(await runEngine(fallback, misses, { ...request, engine: fallback }, onBatch)),
      engine: fallback,
    };
  }
}

/** Terms the translation did not honour, summed over the document: one line per term. */
function missedTerms(segments: readonly Segment[], translations: readonly string[], glossary: Glossary) {
  const byTerm = new Map<string, GlossaryMiss>();
  segments.forEach((segment, index) => {
    for (const miss of checkGlossary(segment.text, translations[index] ?? '', glossary.terms)) {
      const known = byTerm.get(miss.source);
      byTerm.set(
        miss.source,
        known
          ? { ...known, expected: known.expected + miss.expected, found: known.found + miss.found }
          : miss,
      );
    }
  });
  return [...byTerm.values()];
}

/** How many segments share each distinct text, so a translated text counts for all of them. */
function countOccurrences(prepared: readonly PreparedText[]) {
  const counts = new Map<string, number>();
  for (const { core } of prepared) {
    if (needsNoTranslation(core)) continue;
    const key = normaliseForMemory(core);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (text: UniqueText) => counts.get(text.key) ?? 0;
}

export async function translateSegments(request: SegmentTranslationRequest): Promise<SegmentTranslation> {
  const { engine, glossary, from, to, formality } = request;
  const substituted = glossary && !engine.handlesGlossary ? glossary.terms : [];
  const prepared = request.segments.map((segment) =>
    prepareText(segment.text, substituted, engine.termProtection),
  );
  const unique = collectUnique(request, prepared);
  const notes: string[] = [];
  const routeNote = await engine.routeNote?.(from, to);
  if (routeNote) notes.push(routeNote);

  const scope = memoryScope(engine, from, to, glossary, formality);
  const remembered = await fromMemory(request.memory, scope, unique);
  const misses = unique.filter((text) => !remembered.has(text.key));
  const occurrences = countOccurrences(prepared);
  const done: SegmentProgress = {
    charsDone: 0,
    charsTotal: misses.reduce((sum, text) => sum + text.core.length, 0),
    segmentsDone: request.segments.length - misses.reduce((sum, text) => sum + occurrences(text), 0),
    segmentsTotal: request.segments.length,
  };
  await request.onProgress?.({ ...done });
  const run = await translateMisses(request, misses, notes, async (items) => {
    for (const item of items) {
      done.charsDone += item.core.length;
      done.segmentsDone += occurrences(item);
    }
    await request.onProgress?.({ ...done });
  });
  // Only the chosen engine's work is remembered under its scope; a fallback's is not.
  if (request.memory && run.engine === engine && run.translated.size > 0) {
    await request.memory.store(
      scope,
      [...run.translated].map(([source, target]) => ({ source, target })),
    );
  }

  // The engine chose the words around a substituted term for its own word: determiners and adjectives
  // take the term's gender.
  const genders = await termGenders(
    substituted.filter((term) => !term.keepAsIs).map((term) => term.target),
    to,
  );
  const withDeterminers = prepared.map(({ core, finish }, index) => {
    const key = textKey(core, request.segments[index]);
    const translated = remembered.get(key) ?? run.translated.get(key);
    return agreeDeterminers(translated === undefined ? finish(core) : finish(translated), genders, to);
  });
  const translations = await agreeAdjectives(withDeterminers, genders, to);
  const glossaryMisses = glossary ? missedTerms(request.segments, translations, glossary) : [];
  return {
    translations,
    report: {
      engine: engineReference(run.engine),
      segments: request.segments.length,
      uniqueSegments: unique.length,
      memoryHits: remembered.size,
      retriedSegments: run.retried,
      placeholderRepairs: run.repairs,
      glossaryMisses,
      notes,
    },
  };
}
