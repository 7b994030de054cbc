// What each API v1 call answers, as zod schemas: the endpoints' success bodies are typed by them
// (`success` in respond.ts) and docs/openapi.json documents them (apiV1Operations.ts), so the contract
// and the answers cannot drift apart; responses.int.test.ts holds real answers to them.
import { documentTaskViewSchema, textTaskViewSchema } from '@verso/services';
import { z } from 'zod/v4';

const taskId = z.string().describe('Task ID');
const glossaryId = z.string().describe('Glossary ID');
const textsBySource = z.record(z.string(), z.string());

export const balanceResponse = z.object({ balance: z.number().describe('Credits left in your account') });
export const languagesResponse = z.object({
  languages: z.array(z.string()).describe('Names fromLang and toLang accept'),
});
export const fileTypesResponse = z.object({
  types: z.array(z.string()).describe('Extensions a task accepts, without the dot'),
  translatedAs: z
    .record(z.string(), z.string())
    .describe('Types whose translation comes back in another format: { "doc": "docx" }'),
});
export const modelsResponse = z.object({
  models: z.array(z.string()).describe('Tiers, the models they offer, and engines available now'),
});
export const translateTextsResponse = z.object({
  taskId,
  translatedTexts: z.array(z.string()).describe('The translations, in the order of texts'),
  price: z.number(),
  usedCredits: z.number(),
});
export const taskCreatedResponse = z.object({ taskId });
export const taskResponse = z.union([documentTaskViewSchema, textTaskViewSchema]);
export const successResponse = z.object({ success: z.literal(true) });
export const taskTextsResponse = z.object({
  taskId,
  texts: textsBySource.describe('Each source text → its translation as it reads now'),
  revisedTexts: textsBySource.describe('Each revised source text → its revision'),
});
export const updatedTextsResponse = z.object({
  success: z.literal(true),
  taskId,
  updated: z.number().describe('Segments that now carry a revision'),
  ignoredKeys: z.array(z.string()).describe('Sent source texts that match none of the task’s'),
});
export const glossaryCreatedResponse = z.object({ glossaryId });
export const glossaryResponse = z.object({
  glossaryId,
  name: z.string(),
  desc: z.string().nullable(),
  targetLang: z.string().describe('A language name, or "Any Language"'),
  keys: z.array(z.string()).describe('Source terms, in order'),
  translated: textsBySource.describe('Each source term → its translation'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});

/** Every refusal, whatever the status (respond.ts's apiError). */
export const errorBody = z.object({
  error: z.string().describe('What went wrong and what to change'),
  message: z.string().describe('The same text'),
  code: z
    .string()
    .describe('Stable, for programs: bad_request, unauthorized, not_found, insufficient_credits…'),
});
