// The core's one reader of the environment. The core is usable alone (the `verso` command runs it
// directly), so its own settings — the engines' (DEEPL_*, GOOGLE_*, AZURE_*, OPENAI_*, LIBRETRANSLATE_*,
// the speech engines' WHISPER_*, the recordings' VERSO_AUDIO_MAX_MINUTES),
// tiers (VERSO_TIER_*), rates (VERSO_ENGINE_CREDITS, VERSO_IMAGE_CREDITS_PER_PAGE) and the PDF page budget — are read here, and
// everything in the core that needs them asks this module; the site's and workers' own settings are
// validated in packages/services/src/config.ts.

export type Environment = Readonly<Record<string, string | undefined>>;

/** The settings as the process was started with them. */
export function coreEnvironment(): Environment {
  return process.env;
}

/** Next's production server and the built CLI run bundled code; tests and development run the sources. */
export function runsBundled(): boolean {
  return process.env.NODE_ENV === 'production';
}
