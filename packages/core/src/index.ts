// @verso/core: languages, engines, formats and the pipeline that joins them.

export { type DetectedLanguage, detectLanguage, resolveSourceLanguage } from './detect';
export { type ApertiumOptions, createApertiumEngine } from './engines/apertium';
export { createDeeplEngine, type DeeplFormality, type DeeplOptions } from './engines/deepl';
export type { Engine, EngineStatus, LanguagePair } from './engines/engine';
export { servesPair } from './engines/engine';
export type { RemoteTuning } from './engines/http/remote-service';
export { createLibreTranslateEngine, type LibreTranslateOptions } from './engines/libretranslate';
export { pseudoLocalise } from './engines/pseudo';
export {
  assertEngineServes,
  chooseEngine,
  defaultEngineId,
  getEngine,
  isTestingEngine,
  listEngines,
} from './engines/registry';
export { isUserFacingError, type UserErrorCode, UserFacingError } from './errors';
export type { DocumentFormat, ExtractedDocument } from './formats/format';
export { acceptedExtensions, formatForFilename, listFormats } from './formats/registry';
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
  measureDocument,
  type ProgressListener,
  type TranslateDocumentRequest,
  type TranslatedDocument,
  translateDocument,
  translatedFilename,
  translateTexts,
} from './pipeline';
export { countWords, type Segment, splitProtectedSpans, type TextSpan } from './segments';
