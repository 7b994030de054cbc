export * from './database';
export * from './migrate';
export * from './schema';
export * from './queryRows';
export * from './dataDirLock';
