// What every translation engine offers. Codes are the ISO codes of languages.ts.
import type { GlossaryTerm } from '../glossary/glossary';
import type { TermProtection } from '../glossary/protect-terms';
import type { SegmentContext } from '../segments/segment';
import type { Formality } from './formality';

export interface LanguagePair {
  from: string;
  to: string;
}

export interface EngineStatus {
  available: boolean;
  /** One line a person can act on: what is installed, or what is missing and how to get it. */
  detail: string;
}

export interface TranslateOptions {
  signal?: AbortSignal;
  /** Per text, in the same order: where it stands in its document (for engines that read context). */
  context?: readonly (SegmentContext | undefined)[];
  /** Terms to honour; given only to engines with `handlesGlossary`, the pipeline protects them for the rest. */
  glossary?: readonly GlossaryTerm[];
  /** A style instruction for engines that take one (LLMs), e.g. "formal, for a legal audience". */
  style?: string;
  /** What the document is about, in its owner's words, for engines that read context (LLMs). */
  description?: string;
  /** How formal the translation should sound; engines without such a setting ignore it (formality.ts). */
  formality?: Formality;
}

export interface Engine {
  id: string;
  label: string;
  /** True when the engine runs on this machine and sends no text elsewhere. */
  offline: boolean;
  status(): Promise<EngineStatus>;
  pairs(): Promise<LanguagePair[]>;
  /** The most characters one `translate` call should carry; callers batch by it. */
  maxBatchChars: number;
  /** How many batches a caller may have waiting on the engine at once (default 1). */
  batchesInFlight?: number;
  /** The model behind the engine when it has several (LLMs); part of the translation-memory key. */
  model?: string;
  /** True when the engine applies a glossary itself: in its prompt, or through the service's glossary API. */
  handlesGlossary?: boolean;
  /**
   * How the pipeline hides glossary terms from an engine without `handlesGlossary`: a placeholder
   * (the default), or the term's own words in a pair tag, replaced after. Only for an engine that
   * keeps the pair around every word the marked words became (Apertium's word-bound blanks).
   */
  termProtection?: TermProtection;
  /** A sentence for the job's details when the engine takes an indirect way for a pair (a pivot language). */
  routeNote?(from: string, to: string): Promise<string | undefined>;
  /** The code of the language a served pair goes through, when it is not translated directly. */
  pivotLanguage?(from: string, to: string): Promise<string | undefined>;
  /**
   * Translates each text; the result has the same length and order as `texts`. Texts carry the
   * placeholders of the segment model (`<g1>…</g1>`, `<x2/>`), which every engine must keep.
   */
  translate(texts: string[], from: string, to: string, options?: TranslateOptions): Promise<string[]>;
}

export async function servesPair(engine: Engine, from: string, to: string): Promise<boolean> {
  const pairs = await engine.pairs();
  return pairs.some((pair) => pair.from === from && pair.to === to);
}
