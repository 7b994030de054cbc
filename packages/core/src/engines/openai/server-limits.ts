// Engines for different models of one server share its concurrency limit: the server, not the model, is
// what a burst of requests overloads, and jobs may pick a model each (`openai:gpt-4o`).
import { concurrencyLimit, type Limiter } from '../http/concurrency-limit';

const limits = new Map<string, Limiter>();

export function serverLimit(baseUrl: string, concurrency: number): Limiter {
  const key = `${concurrency} ${baseUrl}`;
  let limit = limits.get(key);
  if (!limit) {
    limit = concurrencyLimit(concurrency);
    limits.set(key, limit);
  }
  return limit;
}
