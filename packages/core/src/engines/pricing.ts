// What a thousand words cost, in credits, per engine: the cost unit behind every price (the preview
// on /translate, the charge, the API). Engines that cost the operator money cost more by default;
// the operator sets their own rates with VERSO_ENGINE_CREDITS ("deepl=3,openai:gpt-4o=5,apertium=1").

import { coreEnvironment, type Environment } from '../environment';
import { UserFacingError } from '../errors';
import type { Engine } from './engine';
import { engineReference } from './registry';

const defaultRates: Record<string, number> = {
  apertium: 1,
  libretranslate: 1,
  identity: 1,
  pseudo: 1,
  slow: 1,
  deepl: 2,
  google: 2,
  azure: 2,
  openai: 3,
};

function operatorRates(setting: string | undefined): Map<string, number> {
  const rates = new Map<string, number>();
  for (const entry of (setting ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [reference, value] = entry.split('=').map((part) => part.trim());
    const rate = Number(value);
    if (!reference || !Number.isFinite(rate) || rate <= 0) {
      throw new UserFacingError(
        'misconfigured',
        `VERSO_ENGINE_CREDITS has a bad entry "${entry}": write engine=credits per 1,000 words, e.g. deepl=2.`,
      );
    }
    rates.set(reference, rate);
  }
  return rates;
}

/** Credits per started thousand words with this engine (and model, for engines that have several). */
export function creditsPerThousandWords(engine: Engine, env: Environment = coreEnvironment()) {
  const rates = operatorRates(env.VERSO_ENGINE_CREDITS);
  return rates.get(engineReference(engine)) ?? rates.get(engine.id) ?? defaultRates[engine.id] ?? 1;
}

/** The price of `words` words: at least one credit for any work. */
export function creditsFor(words: number, perThousandWords: number): number {
  return Math.max(1, Math.ceil((words * perThousandWords) / 1000));
}

/** A picture page costs about what a thousand words do: reading, erasing and setting it is the work. */
const defaultCreditsPerPicturePage = 1;

/**
 * Credits per picture page with this engine: VERSO_IMAGE_CREDITS_PER_PAGE (the price with an engine
 * of rate 1, as Apertium), times the engine's rate, so a page costs more where words do.
 */
export function creditsPerPicturePage(engine: Engine, env: Environment = coreEnvironment()): number {
  return (
    unitPrice('VERSO_IMAGE_CREDITS_PER_PAGE', 'a picture page', defaultCreditsPerPicturePage, env) *
    creditsPerThousandWords(engine, env)
  );
}

/** The operator's price of one unit (`setting`), or `fallback`; a value that is no positive number is refused. */
function unitPrice(setting: string, unit: string, fallback: number, env: Environment): number {
  const written = env[setting]?.trim();
  const price = written ? Number(written) : fallback;
  if (!Number.isFinite(price) || price <= 0) {
    throw new UserFacingError(
      'misconfigured',
      `${setting} is "${written}": write the credits ${unit} costs, e.g. 2.`,
    );
  }
  return price;
}

/** A minute of speech costs what a thousand words do: about twice its words, for hearing them. */
const defaultCreditsPerMediaMinute = 1;

/**
 * Credits per started minute of a recording with this engine: VERSO_AUDIO_CREDITS_PER_MINUTE (the price
 * with an engine of rate 1, as Apertium), times the engine's rate.
 */
export function creditsPerMediaMinute(engine: Engine, env: Environment = coreEnvironment()): number {
  return (
    unitPrice('VERSO_AUDIO_CREDITS_PER_MINUTE', 'a minute of audio', defaultCreditsPerMediaMinute, env) *
    creditsPerThousandWords(engine, env)
  );
}

/** What the document costs is measured in: its words, a picture's pages, or a recording's seconds. */
export interface PricedMeasure {
  wordCount: number;
  pageCount?: number | null;
  mediaSeconds?: number | null;
  /** The pictures inside the document whose lettering is translated too (translateImages). */
  pictureCount?: number | null;
}

/** What the document's own content costs, before its pictures. */
function contentCredits(
  { wordCount, pageCount, mediaSeconds }: PricedMeasure,
  engine: Engine,
  env: Environment,
): number {
  if (mediaSeconds !== undefined && mediaSeconds !== null) {
    return Math.max(1, Math.ceil(Math.ceil(mediaSeconds / 60) * creditsPerMediaMinute(engine, env)));
  }
  if (pageCount === undefined || pageCount === null) {
    return creditsFor(wordCount, creditsPerThousandWords(engine, env));
  }
  return Math.max(1, Math.ceil(pageCount * creditsPerPicturePage(engine, env)));
}

/**
 * What a document costs: by its pages for a format priced by the page (pictures), by its started
 * minutes for a recording, by its words otherwise; and each picture inside it whose lettering is
 * translated (translateImages) as a picture page, since reading, erasing and setting it is that work.
 */
export function documentCredits(
  measure: PricedMeasure,
  engine: Engine,
  env: Environment = coreEnvironment(),
): number {
  const content = contentCredits(measure, engine, env);
  const pictures = measure.pictureCount ?? 0;
  return pictures > 0 ? content + Math.ceil(pictures * creditsPerPicturePage(engine, env)) : content;
}
