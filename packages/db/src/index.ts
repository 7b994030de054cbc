export * from './constraintViolation';
export * from './database';
export * from './dataDirLock';
export * from './migrate';
export * from './migrationState';
export * from './ownerChannel';
export * from './queryRows';
export * from './schema';
