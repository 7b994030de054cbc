// Every POST path of API v1 with the zod schemas of its body and of its answer, and the error statuses
// it can answer with: the one list docs/openapi.json is generated from (openapiDocument.test.ts holds it
// to the router's paths, responses.int.test.ts to the endpoints' real answers).
import { z } from 'zod/v4';
import { createTaskForm } from '../endpoints/createTaskForm';
import { createGlossaryBody, glossaryIdBody, updateGlossaryBody } from '../endpoints/glossaries';
import { startTaskBody, taskIdBody } from '../endpoints/tasks';
import { updateTextsBody } from '../endpoints/taskTexts';
import { translateTextsBody } from '../endpoints/translateTexts';
import {
  balanceResponse,
  fileTypesResponse,
  glossaryCreatedResponse,
  glossaryResponse,
  languagesResponse,
  modelsResponse,
  successResponse,
  taskCreatedResponse,
  taskResponse,
  taskTextsResponse,
  translateTextsResponse,
  updatedTextsResponse,
} from '../responses';

/** The refusals a call documents (respond.ts answers them with the same error body). */
export type ErrorStatus = 400 | 401 | 402 | 404 | 413 | 503;

export interface ApiV1Operation {
  summary: string;
  /** A JSON body, or translation/create's multipart form. */
  body: 'json' | 'multipart';
  schema: z.ZodType;
  /** The 200 answer's body. */
  response: z.ZodType;
  errors: ErrorStatus[];
}

/** The metadata calls read no fields; the contract sends `{}`. */
const noFields = z.object({});
const metadata = (summary: string, response: z.ZodType): ApiV1Operation => ({
  summary,
  body: 'json',
  schema: noFields,
  response,
  errors: [401],
});
/** A call that names a task or a glossary of yours. */
const byId = (summary: string, schema: z.ZodType, response: z.ZodType): ApiV1Operation => ({
  summary,
  body: 'json',
  schema,
  response,
  errors: [400, 401, 404],
});

export const apiV1Operations: Record<string, ApiV1Operation> = {
  me: metadata('Your credit balance', balanceResponse),
  languages: metadata('Languages you can translate from and into', languagesResponse),
  filetypes: metadata('File types a task accepts', fileTypesResponse),
  models: metadata('Models (tiers and engines) you can name', modelsResponse),
  'translation/translateTexts': {
    summary: 'Translate texts at once, charged per thousand words',
    body: 'json',
    schema: translateTextsBody,
    response: translateTextsResponse,
    errors: [400, 401, 402, 413, 503],
  },
  'translation/create': {
    summary: 'Upload a document as a translation task',
    body: 'multipart',
    schema: createTaskForm,
    response: taskCreatedResponse,
    // 404: the glossary named is not one of yours.
    errors: [400, 401, 402, 404, 413, 503],
  },
  'translation/query': byId('A task’s status, progress and file links', taskIdBody, taskResponse),
  'translation/delete': byId('Delete a task and its files', taskIdBody, successResponse),
  'translation/start': {
    summary: 'Pay for a preview, or rebuild the file from revised texts',
    body: 'json',
    schema: startTaskBody,
    response: successResponse,
    errors: [400, 401, 402, 404, 503],
  },
  'translation/queryTexts': byId('A finished task’s texts, by source', taskIdBody, taskTextsResponse),
  'translation/updateTexts': {
    ...byId('Revise a finished task’s texts', updateTextsBody, updatedTextsResponse),
    errors: [400, 401, 404, 413],
  },
  'glossary/create': {
    summary: 'Create a glossary',
    body: 'json',
    schema: createGlossaryBody,
    response: glossaryCreatedResponse,
    errors: [400, 401],
  },
  'glossary/update': byId('Change a glossary', updateGlossaryBody, glossaryResponse),
  'glossary/query': byId('A glossary with its terms', glossaryIdBody, glossaryResponse),
  'glossary/delete': byId('Delete a glossary', glossaryIdBody, successResponse),
};
