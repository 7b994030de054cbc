// Accepting a document: check what can be checked before storing anything, stream the upload to
// storage, measure it, charge for it, then queue it. Any refusal leaves nothing behind.
import type { Readable } from 'node:stream';
import { UserFacingError, chooseEngine, formatForFilename, measureDocument, resolveLanguage } from '@verso/core';
import { type Database, files, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { type CreditLedger, creditsForWords } from '../credits';
import type { JobQueue } from '../queue/jobQueue';
import type { Storage } from '../storage/storage';
import { toJob } from './job';

export interface NewJob {
  userId: string;
  filename: string;
  stream: Readable;
  from: string;
  to: string;
  engine?: string;
}

export interface JobCreationDeps {
  db: Database;
  storage: Storage;
  credits: CreditLedger;
  queue: JobQueue;
  uploadLimitBytes: number;
}

export async function createJob(deps: JobCreationDeps, request: NewJob) {
  const format = formatForFilename(request.filename);
  const [from, to] = [resolveLanguage(request.from).code, resolveLanguage(request.to).code];
  const engine = await chooseEngine(request.engine, from, to);
  const fileId = crypto.randomUUID();
  const storageKey = `uploads/${request.userId}/${fileId}`;
  const { size } = await deps.storage.write(storageKey, request.stream, deps.uploadLimitBytes);
  try {
    const { wordCount } = measureDocument(await deps.storage.readAll(storageKey), request.filename);
    const price = creditsForWords(wordCount);
    const balance = await deps.credits.balance(request.userId);
    if (balance < price) {
      throw new UserFacingError(
        'insufficient_credits',
        `This document has ${wordCount} words and needs ${price} credits; your balance is ${balance}.`,
      );
    }
    const job = await deps.db.transaction(async (tx) => {
      await tx.insert(files).values({
        id: fileId,
        userId: request.userId,
        name: request.filename,
        mimeType: format.mimeType,
        size,
        storageKey,
      });
      const [row] = await tx
        .insert(jobs)
        .values({
          userId: request.userId,
          sourceLang: from,
          targetLang: to,
          engine: engine.id,
          sourceFileId: fileId,
          fileName: request.filename,
          wordCount,
          credits: price,
        })
        .returning();
      if (!row) throw new Error('insert returned no job');
      return row;
    });
    await deps.credits.debit(request.userId, price, 'document translation', job.id);
    await deps.queue.enqueue(job.id);
    return toJob(job);
  } catch (error) {
    await deps.storage.remove(storageKey);
    await deps.db.delete(files).where(eq(files.id, fileId));
    throw error;
  }
}
