// The speech recognisers' ids, apart from their code so that option parsing can name them without
// loading the engines.
export const speechEngineIds = ['whisper', 'pocketsphinx'] as const;

export type SpeechEngineId = (typeof speechEngineIds)[number];
