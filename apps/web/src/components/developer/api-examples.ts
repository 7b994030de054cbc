// Literal examples for the hub's reference (api-reference.ts), by endpoint id: what a developer sends
// and what comes back. The fields themselves come from the generated OpenAPI document.
const taskId = 'd5f3c2a8-6b1e-4c57-9a0e-2f1b7c4e9d31';
const glossaryId = '7b2e4f10-93c5-4d8a-a1f6-5c0e2d9b8a47';
const glossary = {
  glossaryId,
  name: 'Product names',
  desc: 'Names we keep',
  targetLang: 'Spanish',
  keys: ['Verso'],
  translated: { Verso: 'Verso' },
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-02T16:45:00.000Z',
};

export const requestExamples: Record<string, Record<string, unknown>> = {
  translateTexts: { texts: ['The house is small.', 'The dog eats.'], fromLang: 'English', toLang: 'Spanish' },
  create: { file: '@report.docx', fromLang: 'English', toLang: 'Spanish', model: 'basic' },
  query: { taskId },
  delete: { taskId },
  start: { taskId, payWithCredits: true },
  queryTexts: { taskId },
  updateTexts: { taskId, revisedTexts: { 'The house is small.': 'La casa es pequeñita.' } },
  glossaryCreate: {
    name: glossary.name,
    targetLang: 'Spanish',
    keys: glossary.keys,
    translated: glossary.translated,
  },
  glossaryUpdate: { glossaryId, desc: 'Names we never translate' },
  glossaryQuery: { glossaryId },
  glossaryDelete: { glossaryId },
};

export const responseExamples: Record<string, unknown> = {
  me: { balance: 120 },
  languages: { languages: ['English', 'Chinese (Simplified)', 'Spanish', '…'] },
  filetypes: {
    types: ['pdf', 'docx', 'doc', 'xlsx', 'pptx', 'epub', 'srt', 'txt', '…'],
    translatedAs: { doc: 'docx', rtf: 'docx', xls: 'xlsx', ppt: 'pptx' },
  },
  models: { models: ['basic', 'advanced', 'thinking', 'apertium'] },
  translateTexts: {
    taskId: '0c9e8b1d-3f2a-4e67-b5d4-81a2c6f0e7b9',
    translatedTexts: ['La casa es pequeña.', 'El perro come.'],
    price: 1,
    usedCredits: 1,
  },
  create: { taskId },
  query: {
    taskId,
    model: 'basic',
    engine: 'apertium',
    fromLang: 'English',
    toLang: 'Spanish',
    status: 'Completed',
    progress: 100,
    errorMsg: null,
    fileTitle: 'report.docx',
    fileDescription: null,
    fileUrl: `{baseUrl}/api/v1/translation/download/${taskId}?file=original&expires=1767225600&signature=9c1d…`,
    translatedFileUrl: `{baseUrl}/api/v1/translation/download/${taskId}?expires=1767225600&signature=3f9a…`,
    translatedBilingualFileUrl: `{baseUrl}/api/v1/translation/download/${taskId}?file=bilingual&expires=1767225600&signature=b7e2…`,
    tokenCount: 1840,
    wordNums: 1840,
    price: 2,
    usedCredits: 2,
    glossary: [],
    shouldTranslateImage: false,
    forceOCR: false,
    createdAt: '2026-01-01T09:30:00.000Z',
    updatedAt: '2026-01-01T09:30:12.000Z',
  },
  delete: { success: true },
  start: { success: true },
  queryTexts: {
    taskId,
    texts: { 'The house is small.': 'La casa es pequeñita.', 'The dog eats.': 'El perro come.' },
    revisedTexts: { 'The house is small.': 'La casa es pequeñita.' },
  },
  updateTexts: { success: true, taskId, updated: 1, ignoredKeys: [] },
  glossaryCreate: { glossaryId },
  glossaryUpdate: glossary,
  glossaryQuery: glossary,
  glossaryDelete: { success: true },
  download: '<the file, as an attachment>',
};
