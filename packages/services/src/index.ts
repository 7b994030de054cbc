export type { AdminOverview } from './adminOverview';
export type { ApiKeySummary } from './apiKeys';
export { type BusinessInquiryInput, businessInquiryInput } from './businessInquiries';
export { type Config, ConfigError, loadConfig, type Platform, platforms } from './config';
export { checkDemoDocument, demoLimits } from './demo/demo-limits';
export type { DemoRequest, DemoResult } from './demo/demo-translator';
export type {
  GlossaryChanges,
  GlossaryDetails,
  GlossaryInput,
  GlossaryStore,
  GlossarySummary,
} from './glossaries';
export { parseGlossaryCsv } from './glossary-csv';
export { type CheckedGlossaryTerm, checkGlossaryTerms, glossaryLimits } from './glossary-rules';
export type { JobRequest, NewJob, Upload } from './jobs/createJob';
export type { Job } from './jobs/job';
export { organizationNameMaxLength } from './organizations/organization-rules';
export type { InvitationForMe, MyOrganization } from './organizations/organizations';
export { createServices, getServices, type Services } from './services';
export type { TranslationMemoryStore } from './translationMemory';
