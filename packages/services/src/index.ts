export { type Config, ConfigError, loadConfig, type Platform, platforms } from './config';
export { creditsForWords } from './credits';
export type { JobRequest, NewJob, Upload } from './jobs/createJob';
export type { Job } from './jobs/job';
export { createServices, getServices, type ServiceOptions, type Services } from './services';
