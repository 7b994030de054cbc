// Segments in, translations out, through everything that makes a translation good beyond the engine
// itself: protected spans, the glossary, translation memory, one translation per repeated text,
// placeholder checks with retry and repair, a fallback engine, and a report of all of it.
import { batchTexts } from '../engines/batches';
import type { Engine, TranslateOptions } from '../engines/engine';
import { engineReference } from '../engines/registry';
import { checkGlossary, type Glossary, type GlossaryMiss, termsIn } from '../glossary';
import { type MemoryScope, normaliseForMemory, type TranslationMemory } from '../memory/translation-memory';
import type { Segment, SegmentContext } from '../segments/segment';
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
  documentTitle?: string;
  signal?: AbortSignal;
  /** Characters done and in all, as engine batches finish. */
  onProgress?: (done: number, total: number) => void | Promise<void>;
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
    previous: own.previous ?? segments[index - 1]?.text,
    next: own.next ?? segments[index + 1]?.text,
  };
}

function collectUnique(request: SegmentTranslationRequest, prepared: readonly PreparedText[]) {
  const unique = new Map<string, UniqueText>();
  prepared.forEach(({ core }, index) => {
    if (needsNoTranslation(core)) return;
    const key = normaliseForMemory(core);
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

async function runEngine(
  engine: Engine,
  texts: readonly UniqueText[],
  request: SegmentTranslationRequest,
  onBatch: (chars: number) => Promise<void>,
): Promise<EngineRun> {
  const run: EngineRun = { translated: new Map(), retried: 0, repairs: 0 };
  const glossaryTerms = engine.handlesGlossary ? (request.glossary?.terms ?? []) : [];
  let offset = 0;
  for (const batch of batchTexts(
    texts.map((text) => text.core),
    engine.maxBatchChars,
  )) {
    request.signal?.throwIfAborted();
    const items = texts.slice(offset, offset + batch.length);
    offset += batch.length;
    const options: TranslateOptions = {
      signal: request.signal,
      context: items.map((item) => item.context),
      glossary: glossaryTerms.length > 0 ? termsIn(batch.join('\n'), glossaryTerms) : undefined,
      style: request.style,
    };
    const answers = await engine.translate(batch, request.from, request.to, options);
    if (answers.length !== batch.length) {
      throw new Error(
        `Engine ${engine.id} returned ${answers.length} translations for ${batch.length} texts.`,
      );
    }
    const guarded = await guardPlaceholders(engine, batch, answers, { ...request, options });
    items.forEach((item, index) => {
      run.translated.set(item.key, guarded.translations[index] ?? item.core);
    });
    run.retried += guarded.retried;
    run.repairs += guarded.repairs;
    await onBatch(batch.reduce((sum, text) => sum + text.length, 0));
  }
  return run;
}

/** Runs the engine; when it fails and a fallback serves the pair, the fallback translates the rest. */
async function translateMisses(
  request: SegmentTranslationRequest,
  misses: readonly UniqueText[],
  notes: string[],
  onBatch: (chars: number) => Promise<void>,
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

export async function translateSegments(request: SegmentTranslationRequest): Promise<SegmentTranslation> {
  const { engine, glossary, from, to } = request;
  const substituted = glossary && !engine.handlesGlossary ? glossary.terms : [];
  const prepared = request.segments.map((segment) => prepareText(segment.text, substituted));
  const unique = collectUnique(request, prepared);
  const notes: string[] = [];
  const routeNote = await engine.routeNote?.(from, to);
  if (routeNote) notes.push(routeNote);

  const scope = memoryScope(engine, from, to, glossary);
  const remembered = await fromMemory(request.memory, scope, unique);
  const misses = unique.filter((text) => !remembered.has(text.key));
  const totalChars = misses.reduce((sum, text) => sum + text.core.length, 0);
  let doneChars = 0;
  const run = await translateMisses(request, misses, notes, async (chars) => {
    doneChars += chars;
    await request.onProgress?.(doneChars, totalChars);
  });
  // Only the chosen engine's work is remembered under its scope; a fallback's is not.
  if (request.memory && run.engine === engine && run.translated.size > 0) {
    await request.memory.store(
      scope,
      [...run.translated].map(([source, target]) => ({ source, target })),
    );
  }

  const translations = prepared.map(({ core, finish }) => {
    const key = normaliseForMemory(core);
    const translated = remembered.get(key) ?? run.translated.get(key);
    return translated === undefined ? finish(core) : finish(translated);
  });
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
