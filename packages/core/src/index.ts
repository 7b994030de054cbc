// @verso/core: languages, engines, formats and the pipeline that joins them.

export { type DetectedLanguage, detectLanguage, resolveSourceLanguage } from './detect';
export { type ApertiumOptions, createApertiumEngine } from './engines/apertium';
export { createDeeplEngine, type DeeplFormality, type DeeplOptions } from './engines/deepl';
export type { Engine, EngineStatus, LanguagePair, TranslateOptions } from './engines/engine';
export { servesPair } from './engines/engine';
export type { RemoteTuning } from './engines/http/remote-service';
export { enginesByLanguage } from './engines/languages-served';
export { createLibreTranslateEngine, type LibreTranslateOptions } from './engines/libretranslate';
export { creditsFor, creditsPerThousandWords } from './engines/pricing';
export { pseudoLocalise } from './engines/pseudo';
export {
  assertEngineServes,
  chooseEngine,
  defaultEngineId,
  engineReference,
  enginesServing,
  getEngine,
  isTestingEngine,
  listEngines,
  parseEngineReference,
} from './engines/registry';
export {
  type EngineRoute,
  isTier,
  offeredModels,
  type RoutingConfig,
  requestedEngine,
  routeEngine,
  routingConfigFromEnv,
  type Tier,
  tierLabels,
  tiers,
} from './engines/routing';
export { isUserFacingError, type UserErrorCode, UserFacingError } from './errors';
export type {
  DocumentFormat,
  ExtractedDocument,
  FormatOptions,
  ReadLimits,
  RebuildTarget,
} from './formats/format';
export { formatOptionNames, readFormatOptions, withoutSecrets } from './formats/format-options';
export { pdfPagePreview } from './formats/pdf';
export type { PagePreview, PreviewFormat } from './formats/pdf/page-preview';
export { acceptedExtensions, formatForFilename, listFormats } from './formats/registry';
export type { Glossary, GlossaryTerm } from './glossary/glossary';
export {
  describePair,
  type Language,
  languageByCode,
  languageByName,
  languages,
  resolveLanguage,
  type Script,
  type TextDirection,
} from './languages';
export {
  type MemoryEntry,
  type MemoryScope,
  normaliseForMemory,
  type TranslationMemory,
} from './memory/translation-memory';
export {
  measureDocument,
  type ProgressListener,
  routeRequest,
  sourceLanguageOf,
  type TranslateDocumentRequest,
  type TranslatedDocument,
  type TranslationSettings,
  translateDocument,
  translatedFilename,
  translateTexts,
} from './pipeline';
export {
  countPdfPages,
  type DocumentPreview,
  isOfficeDocument,
  officeToPdf,
  type PageImage,
  type PageImageOptions,
  previewDocument,
  previewsAsPages,
  renderPdfPages,
} from './preview';
export { type ProcessLimits, setProcessLimits } from './processes/process-limits';
export { countWords, type Segment, splitProtectedSpans, type TextSpan } from './segments';
export type { SegmentContext } from './segments/segment';
export type { TranslationReport } from './translation/report';
export { type SegmentTranslation, translateSegments } from './translation/translate-segments';
