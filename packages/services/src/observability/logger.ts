// Structured JSON logs (pino), one line per event, at LOG_LEVEL and above. One logger per process on
// globalThis, like the metrics: the bundled copies of this module must write through the same one.
import pino, { type Logger } from 'pino';
import type { Config } from '../config';

const globalKey = Symbol.for('verso.logger');
const holder = globalThis as { [globalKey]?: Logger };

/** Sets the process's log level from the configuration; the first call creates the logger. */
export function configureLogger(config: Pick<Config, 'logLevel'>): Logger {
  const current = logger();
  current.level = config.logLevel;
  return current;
}

export function logger(): Logger {
  holder[globalKey] ??= pino({ base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });
  return holder[globalKey];
}
