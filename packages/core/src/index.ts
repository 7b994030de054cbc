// @verso/core: languages, engines, formats and the pipeline that joins them.

export { type ArxivId, arxivPath, parseArxivId } from './arxiv/arxiv-id';
export {
  type ArxivClientOptions,
  type ArxivSource,
  fetchArxivMetadata,
  fetchArxivPdf,
  fetchArxivSource,
} from './arxiv/arxiv-source';
export { bilingualPaper, compileOriginalPaper } from './arxiv/bilingual-paper';
export { latexProject } from './arxiv/latex-project';
export { type ArchiveFile, writeTar } from './arxiv/tar-archive';
export { compileTranslatedArchive, type TranslatedPaper, translatePaper } from './arxiv/translate-paper';
export {
  defaultSpeechEngineId,
  getSpeechEngine,
  listSpeechEngines,
  type MediaKind,
  type MediaOutput,
  type MediaOutputKind,
  type MediaProgress,
  type MediaRequest,
  mediaKindOf,
  mediaKinds,
  mediaOutputKinds,
  type SpeechEngine,
  type SpeechEngineId,
  type SubtitledMedia,
  speechEngineIds,
  speechSourceLanguage,
  subtitleMedia,
} from './audio';
export { type DetectedLanguage, detectLanguage, resolveSourceLanguage } from './detect';
export { type ApertiumOptions, createApertiumEngine } from './engines/apertium';
export { createDeeplEngine, type DeeplFormality, type DeeplOptions } from './engines/deepl';
export type { Engine, EngineStatus, LanguagePair, TranslateOptions } from './engines/engine';
export { servesPair } from './engines/engine';
export { type EngineCall, type EngineCallObserver, observeEngineCalls } from './engines/engine-calls';
export { type Formality, formalities, isFormality } from './engines/formality';
export type { RemoteTuning } from './engines/http/remote-service';
export { enginesByLanguage, type ServedPair, servedPairs } from './engines/languages-served';
export { createLibreTranslateEngine, type LibreTranslateOptions } from './engines/libretranslate';
export {
  creditsFor,
  creditsPerMediaMinute,
  creditsPerPicturePage,
  creditsPerThousandWords,
  documentCredits,
} from './engines/pricing';
export { pseudoLocalise } from './engines/pseudo';
export {
  assertEngineServes,
  chooseEngine,
  defaultEngineId,
  type EngineSetup,
  engineReference,
  engineSetup,
  enginesServing,
  getEngine,
  isTestingEngine,
  listEngines,
  parseEngineReference,
} from './engines/registry';
export {
  type EngineRoute,
  isTier,
  lowerTierWithSameEngine,
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
export { bilingualFilename } from './formats/bilingual-edition';
export type {
  DocumentFormat,
  ExtractedDocument,
  FormatOptions,
  ReadLimits,
  RebuildTarget,
} from './formats/format';
export { formatOptionNames, readFormatOptions, withoutSecrets } from './formats/format-options';
export { isPictureDocument, picturePageCount, picturePagePreview } from './formats/image/picture-preview';
export { isMediaFormat, recordingSeconds } from './formats/media';
export { debianPackage as tesseractPackage, tesseractModels } from './formats/ocr/tesseract-languages';
export { pdfPagePreview } from './formats/pdf';
export type { PagePreview, PreviewFormat } from './formats/pdf/page-preview';
export { acceptedExtensions, formatForFilename, listFormats } from './formats/registry';
export type { Glossary, GlossaryTerm } from './glossary/glossary';
export { termsIn } from './glossary/glossary-terms';
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
  type DocumentRequest,
  measureDocument,
  type RebuiltDocument,
  rebuildDocument,
  routeRequest,
  sourceLanguageOf,
  type TranslateDocumentRequest,
  type TranslatedDocument,
  type TranslatedSegment,
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
  previewPdfPages,
  previewsAsPages,
  previewWords,
  renderPdfPages,
} from './preview';
export { type ProcessLimits, setProcessLimits } from './processes/process-limits';
export {
  checkPlaceholders,
  countWords,
  type PlaceholderProblem,
  type Segment,
  splitProtectedSpans,
  stripPlaceholders,
  type TextSpan,
} from './segments';
export type { SegmentContext } from './segments/segment';
export type {
  DocumentProgress,
  DocumentStage,
  ProgressListener,
} from './translation/document-progress';
export type { TranslationReport } from './translation/report';
export { type Revision, type RevisionSettings, revisionMemory } from './translation/revision-memory';
export { checkedTextPattern, maxPatternLength, type TextPattern } from './translation/text-pattern';
export { type SegmentTranslation, translateSegments } from './translation/translate-segments';
