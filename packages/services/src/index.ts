export { ConfigError, loadConfig, platforms, type Config, type Platform } from './config';
export { creditsForWords } from './credits';
export type { Job } from './jobs/job';
export type { NewJob } from './jobs/createJob';
export { createServices, getServices, type ServiceOptions, type Services } from './services';
