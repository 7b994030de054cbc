// Apertium: rule-based machine translation that runs on this machine. Each mode's programs stay running
// as a warm pipeline (see warm-pipelines.ts), because starting them costs ≈ 0.3 s a call. A pair with no
// mode of its own may go through Spanish (see routes.ts).

import { UserFacingError } from '../../errors';
import { describePair } from '../../languages';
import type { Engine, EngineStatus, LanguagePair } from '../engine';
import {
  compoundSentences,
  spacedAnswer,
  unglueCompounds,
  withBlanksAroundHyphens,
} from './hyphen-compounds';
import { independentItems } from './independent-items';
import { modeListing } from './mode-listing';
import { type ApertiumMode, parseModeList } from './modes';
import { type ApertiumRoute, describeRoute, routablePairs, routeFor } from './routes';
import { fromApertiumStream, toApertiumStream } from './stream-format';
import { restoreWhitespace, stripUnknownWordMarks, undoCapitalAfterLead } from './tidy-output';
import { translateWithWarmPipeline } from './warm-pipelines';

export { closeApertiumPipelines, runningApertiumPipelines } from './warm-pipelines';

export interface ApertiumOptions {
  /** The `apertium` executable; a path when it is not on PATH. */
  command?: string;
  /** Apertium's data directory, where `modes/<mode>.mode` files live. */
  dataDirectory?: string;
  /** How long a pipeline may stay silent before it is restarted (plus 1 ms per character sent). */
  timeoutMs?: number;
}

const installHint =
  'install it with `apt-get install apertium apertium-eng-spa` (one package per language pair)';

/** A translated chunk as the user reads it (tidy-output.ts). */
function tidyAnswer(source: string, chunk: string): string {
  const unmarked = stripUnknownWordMarks(source, fromApertiumStream(chunk, source));
  return restoreWhitespace(source, undoCapitalAfterLead(source, unmarked));
}

function isMissingCommand(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

function unavailableBecause(error: unknown, command: string): EngineStatus {
  if (isMissingCommand(error)) {
    return { available: false, detail: `The \`${command}\` command was not found; ${installHint}.` };
  }
  return { available: false, detail: `\`${command} -l\` failed: ${(error as Error).message}` };
}

export function createApertiumEngine({
  command = 'apertium',
  dataDirectory = '/usr/share/apertium',
  timeoutMs = 10_000,
}: ApertiumOptions = {}): Engine {
  let installedModes: Promise<ApertiumMode[]> | undefined;

  // Listed once per process: modes change only when packages are installed. A failure is not kept,
  // so installing Apertium while the server runs needs no restart.
  function loadModes(): Promise<ApertiumMode[]> {
    if (!installedModes) {
      const listing = modeListing(command).then(parseModeList);
      listing.catch(() => {
        installedModes = undefined;
      });
      installedModes = listing;
    }
    return installedModes;
  }

  async function routeOf(from: string, to: string): Promise<ApertiumRoute> {
    const modes = await loadModes().catch((error: unknown) => {
      throw new UserFacingError('engine_unavailable', unavailableBecause(error, command).detail);
    });
    const route = routeFor(modes, from, to);
    if (route) return route;
    throw new UserFacingError(
      'unsupported_pair',
      `Apertium has no installed mode for ${describePair(from, to)}.`,
      {
        from,
        to,
        engine: 'apertium',
      },
    );
  }

  async function translateChunks(
    chunks: string[],
    route: ApertiumRoute,
    signal?: AbortSignal,
  ): Promise<string[]> {
    if (chunks.length === 0) return [];
    // Each step answers in the stream format, placeholders included, which is what the next step reads.
    let answers = chunks;
    for (const mode of route) {
      signal?.throwIfAborted();
      // A batch in flight is not cut short: it ends within a second, and stopping it would cost a restart.
      answers = await translateWithWarmPipeline(mode.name, answers, { dataDirectory, timeoutMs });
    }
    signal?.throwIfAborted();
    return answers;
  }

  async function translateNonBlank(
    texts: string[],
    route: ApertiumRoute,
    signal?: AbortSignal,
  ): Promise<string[]> {
    // The sentences with hyphenated compounds go a second time, so that no words come back glued together.
    // Both go into the pipeline at once: waiting for the first to come out before the second goes in left
    // the pipeline's programs idle while it drained and filled again.
    const compounds = texts.flatMap((text, index) => {
      const sentences = compoundSentences(text);
      return sentences === undefined ? [] : [{ index, sentences }];
    });
    const chunks = compounds.map(({ sentences }) => withBlanksAroundHyphens(toApertiumStream(sentences)));
    const [answers, spacedAnswers] = await Promise.all([
      translateChunks(texts.map(toApertiumStream), route, signal),
      translateChunks(chunks, route, signal),
    ]);
    const spaced = new Map(
      compounds.map(({ index, sentences }, at) => [
        index,
        tidyAnswer(sentences, spacedAnswer(spacedAnswers[at] ?? '')),
      ]),
    );
    return answers.map((chunk, index) => {
      const text = tidyAnswer(texts[index] ?? '', chunk);
      const spacedText = spaced.get(index);
      return spacedText === undefined ? text : unglueCompounds(text, spacedText);
    });
  }

  return {
    id: 'apertium',
    label: 'Apertium',
    offline: true,
    // Its tagger and transfer need the term's noun to make the sentence around it; a blank breaks it.
    termProtection: 'marked-words',
    // ≈ 3,000 words: about half a second of work, so progress moves and start-up stays a small share.
    maxBatchChars: 20_000,
    // The next batch enters the pipeline's first programs while its last ones finish this one.
    batchesInFlight: 2,

    async status() {
      try {
        const modes = await loadModes();
        if (modes.length === 0) {
          return {
            available: false,
            detail: `Apertium is installed but has no language pairs; ${installHint}.`,
          };
        }
        return { available: true, detail: `Modes: ${modes.map((mode) => mode.name).join(', ')}` };
      } catch (error) {
        return unavailableBecause(error, command);
      }
    },

    async pairs(): Promise<LanguagePair[]> {
      return routablePairs(await loadModes().catch(() => []));
    },

    async routeNote(from, to) {
      const modes = await loadModes().catch(() => []);
      const route = routeFor(modes, from, to);
      return route && describeRoute(route);
    },

    async pivotLanguage(from, to) {
      const route = routeFor(await loadModes().catch(() => []), from, to);
      return route?.length === 2 ? route[0].to : undefined;
    },

    async translate(texts, from, to, options) {
      const route = await routeOf(from, to);
      const pieces = texts.map(independentItems);
      // Blank texts need no translation, and Apertium would turn a run of spaces into one.
      const toTranslate = pieces.flat().filter((piece) => piece.translate && piece.text.trim() !== '');
      const translated = await translateNonBlank(
        toTranslate.map((piece) => piece.text),
        route,
        options?.signal,
      );
      const answers = new Map(toTranslate.map((piece, index) => [piece, translated[index] ?? piece.text]));
      return pieces.map((textPieces) => textPieces.map((piece) => answers.get(piece) ?? piece.text).join(''));
    },
  };
}

export const apertiumEngine = createApertiumEngine();
