// What a translation run tells the user and the operator beyond the text itself: how much came from
// memory, what had to be repaired, which glossary terms were not honoured, and which way it went.
import type { GlossaryMiss } from '../glossary';

export interface TranslationReport {
  /** The engine reference that translated (`apertium`, `openai:gpt-4o`). */
  engine: string;
  segments: number;
  /** Distinct texts after repeated segments were merged; each was translated once. */
  uniqueSegments: number;
  /** Distinct texts taken from translation memory instead of the engine. */
  memoryHits: number;
  /** Segments sent to the engine a second time because their placeholders came back damaged. */
  retriedSegments: number;
  /** Placeholders put back in place after the engine dropped, doubled or mangled them. */
  placeholderRepairs: number;
  glossaryMisses: GlossaryMiss[];
  /** Sentences for the job's details: a pivot language, a fallback engine. */
  notes: string[];
}
