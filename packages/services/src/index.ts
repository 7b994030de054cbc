export type { AdminOverview } from './adminOverview';
export type { ApiKeySummary } from './apiKeys';
export { signedDownloadUrl, type TaskFile, taskFiles, verifyDownloadSignature } from './apiV1/downloadLink';
export { languageName, taskView, textTaskView } from './apiV1/taskView';
export {
  type DocumentTaskView,
  documentTaskViewSchema,
  type TextTaskView,
  textTaskViewSchema,
} from './apiV1/taskViewSchema';
export { type BusinessInquiryInput, businessInquiryInput } from './businessInquiries';
export { type Config, ConfigError, loadConfig, type Platform, platforms } from './config';
export { checkDemoDocument, demoLimits } from './demo/demo-limits';
export type { DemoPaperRequest, DemoPaperSource } from './demo/demo-paper';
export type { DemoRequest, DemoResult } from './demo/demo-translator';
export { attachmentDisposition } from './downloads/content-disposition';
export type { ConfiguredEngine } from './engines/engineOffer';
export { isServed, type ServedLanguage } from './engines/servedLanguages';
export type {
  GlossaryChanges,
  GlossaryDetails,
  GlossaryInput,
  GlossaryStore,
  GlossarySummary,
} from './glossaries';
export { parseGlossaryCsv } from './glossary-csv';
export { type CheckedGlossaryTerm, checkGlossaryTerms, glossaryLimits } from './glossary-rules';
export { type HealthCheck, installationHealth } from './health/installationHealth';
export type { ArxivJobRequest } from './jobs/arxivJob';
export type { JobRequest, NewJob, Upload } from './jobs/createJob';
export { chargedCredits, type Job, usedCredits } from './jobs/job';
export type { JobNote, JobReport } from './jobs/jobNotes';
export { type JobOutput, jobOutputs } from './jobs/jobOutputs';
export type { JobPreview, PreviewSide } from './jobs/jobPreviews';
export { isJobFile, type JobFile } from './jobs/jobQueries';
export {
  type ReviewSegment,
  type SegmentEdit,
  type SegmentFilter,
  type SegmentPage,
  type SegmentQuery,
  segmentFilters,
  segmentLimits,
} from './jobs/jobSegments';
export { previewFee } from './jobs/previewCharge';
export { type RecordingOutput, recordingOutputs } from './jobs/recordingOutputs';
export { closeServer } from './lifecycle/closeServer';
export { stopOnSignals } from './lifecycle/stopOnSignals';
export { configureLogger, logger } from './observability/logger';
export { metrics } from './observability/metrics';
export { opsEndpoints, opsPaths } from './observability/opsEndpoints';
export { requestIdFor, requestIdHeader } from './observability/requestId';
export { organizationNameMaxLength } from './organizations/organization-rules';
export type { InvitationForMe, MyOrganization } from './organizations/organizations';
export {
  type AdminOrder,
  type AdminPaymentEvent,
  adminOrderPageSize,
  type OrderFilter,
  type RevenueDay,
} from './payments/order-admin';
export { OrderError, type OrderErrorCode } from './payments/orders';
export type { Checkout, PaymentEvent, PaymentProvider } from './payments/payment-provider';
export { createServices, getServices, type Services } from './services';
export type { TextTranslationSummary } from './textTranslationRecords';
export type { TranslationMemoryStore } from './translationMemory';
export type { CreditHistoryEntry, CreditHistoryPage, EntryKind } from './wallet/creditHistory';
export { type Payer, payers } from './wallet/organizationWallet';
export { formatMinorUnits } from './wallet/purchases';
export { receiptNumberText } from './wallet/receiptPdf';
