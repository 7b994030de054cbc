// A job's file as its format reads it. A legacy Office file (DOC, XLS, PPT, RTF) is read through the
// OOXML file LibreOffice makes of it: that conversion is stored beside the upload the first time it is
// needed (pricing the job), so the worker reads it instead of converting the file again.
import { Readable } from 'node:stream';
import { formatForFilename } from '@verso/core';
import type { Storage } from '../storage/storage';

export interface StoredFile {
  name: string;
  storageKey: string;
}

export interface SourceDocument {
  input: Buffer;
  /** `input` is the format's conversion of the upload (see `DocumentFormat.conversion`). */
  inputConverted: boolean;
}

export const convertedKey = (file: StoredFile) => `${file.storageKey}.converted`;
/** Where an office document's print to PDF is kept for its page previews. */
export const printKey = (file: StoredFile) => `${file.storageKey}.print.pdf`;

export async function readSourceDocument(storage: Storage, file: StoredFile): Promise<SourceDocument> {
  const conversion = formatForFilename(file.name).conversion;
  if (!conversion) return { input: await storage.readAll(file.storageKey), inputConverted: false };
  const kept = await storage.readIfPresent(convertedKey(file));
  if (kept) return { input: kept, inputConverted: true };
  const input = await conversion.convert(await storage.readAll(file.storageKey));
  await storage.write(convertedKey(file), Readable.from([input]), Number.POSITIVE_INFINITY);
  return { input, inputConverted: true };
}

/** Removes a stored file and what was made from it. */
export async function removeStoredFile(storage: Storage, file: StoredFile): Promise<void> {
  await Promise.all([file.storageKey, convertedKey(file), printKey(file)].map((key) => storage.remove(key)));
}
