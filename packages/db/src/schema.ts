// The whole schema, one table per file under tables/.
export * from './tables/apiKeys';
export * from './tables/auth';
export * from './tables/businessInquiries';
export * from './tables/creditEntries';
export * from './tables/errorReports';
export * from './tables/files';
export * from './tables/glossaries';
export * from './tables/jobSegments';
export * from './tables/jobs';
export * from './tables/orders';
export * from './tables/organizations';
export * from './tables/textTranslations';
export * from './tables/translationMemory';
export * from './tables/users';
export * from './tables/webhooks';
