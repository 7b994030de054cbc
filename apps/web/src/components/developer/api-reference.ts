// What /developer/hub documents: every path API v1's router answers (api-reference.test.ts holds the two
// together), with literal request and response examples. The prose for each lives in the catalogues
// under DeveloperHub.endpoints.<id> and DeveloperHub.params.<name>.

export type EndpointId =
  | 'me'
  | 'languages'
  | 'filetypes'
  | 'models'
  | 'translateTexts'
  | 'create'
  | 'query'
  | 'delete'
  | 'download';

export type ParamName =
  | 'texts'
  | 'fromLang'
  | 'toLang'
  | 'model'
  | 'fileDescription'
  | 'file'
  | 'glossary'
  | 'bilingual'
  | 'formatOptions'
  | 'taskId'
  | 'downloadTaskId'
  | 'expires'
  | 'signature';

export interface ApiParam {
  name: ParamName;
  /** The name as sent, when it differs from the message key. */
  wireName?: string;
  type: string;
  required: boolean;
}

export interface ApiEndpoint {
  id: EndpointId;
  method: 'POST' | 'GET';
  /** Below the API root, /api/v1. */
  path: string;
  body: 'json' | 'multipart' | 'none';
  params: ApiParam[];
  /** A JSON body, or a multipart form's fields (a value starting with @ is a file, as curl reads it). */
  example: Record<string, unknown>;
  response: unknown;
}

const taskId = 'd5f3c2a8-6b1e-4c57-9a0e-2f1b7c4e9d31';
const taskIdParam: ApiParam = { name: 'taskId', type: 'string', required: true };

export const apiEndpoints: ApiEndpoint[] = [
  {
    id: 'me',
    method: 'POST',
    path: '/me',
    body: 'json',
    params: [],
    example: {},
    response: { balance: 120 },
  },
  {
    id: 'languages',
    method: 'POST',
    path: '/languages',
    body: 'json',
    params: [],
    example: {},
    response: { languages: ['English', 'Chinese (Simplified)', 'Spanish', '…'] },
  },
  {
    id: 'filetypes',
    method: 'POST',
    path: '/filetypes',
    body: 'json',
    params: [],
    example: {},
    response: {
      types: ['pdf', 'docx', 'doc', 'xlsx', 'pptx', 'epub', 'srt', 'txt', '…'],
      translatedAs: { doc: 'docx', rtf: 'docx', xls: 'xlsx', ppt: 'pptx' },
    },
  },
  {
    id: 'models',
    method: 'POST',
    path: '/models',
    body: 'json',
    params: [],
    example: {},
    response: { models: ['basic', 'advanced', 'thinking', 'apertium'] },
  },
  {
    id: 'translateTexts',
    method: 'POST',
    path: '/translation/translateTexts',
    body: 'json',
    params: [
      { name: 'texts', type: 'string[]', required: true },
      { name: 'fromLang', type: 'string', required: true },
      { name: 'toLang', type: 'string', required: true },
      { name: 'model', type: 'string', required: false },
      { name: 'fileDescription', type: 'string', required: false },
    ],
    example: { texts: ['The house is small.', 'The dog eats.'], fromLang: 'English', toLang: 'Spanish' },
    response: {
      taskId: '0c9e8b1d-3f2a-4e67-b5d4-81a2c6f0e7b9',
      translatedTexts: ['La casa es pequeña.', 'El perro come.'],
      price: 1,
      usedCredits: 1,
    },
  },
  {
    id: 'create',
    method: 'POST',
    path: '/translation/create',
    body: 'multipart',
    params: [
      { name: 'file', type: 'file', required: true },
      { name: 'fromLang', type: 'string', required: true },
      { name: 'toLang', type: 'string', required: true },
      { name: 'model', type: 'string', required: false },
      { name: 'glossary', type: 'string', required: false },
      { name: 'bilingual', type: 'boolean', required: false },
      {
        name: 'formatOptions',
        wireName: 'skipComments, columns, password…',
        type: 'string',
        required: false,
      },
    ],
    example: { file: '@report.docx', fromLang: 'English', toLang: 'Spanish', model: 'basic' },
    response: { taskId },
  },
  {
    id: 'query',
    method: 'POST',
    path: '/translation/query',
    body: 'json',
    params: [taskIdParam],
    example: { taskId },
    response: {
      taskId,
      model: 'apertium',
      fromLang: 'English',
      toLang: 'Spanish',
      status: 'Completed',
      progress: 100,
      errorMsg: null,
      fileTitle: 'report.docx',
      translatedFileUrl: `{baseUrl}/api/v1/translation/download/${taskId}?expires=1767225600&signature=3f9a…`,
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
  },
  {
    id: 'delete',
    method: 'POST',
    path: '/translation/delete',
    body: 'json',
    params: [taskIdParam],
    example: { taskId },
    response: { success: true },
  },
  {
    id: 'download',
    method: 'GET',
    path: '/translation/download/{taskId}',
    body: 'none',
    params: [
      { name: 'downloadTaskId', wireName: 'taskId', type: 'path', required: true },
      { name: 'expires', type: 'query', required: true },
      { name: 'signature', type: 'query', required: true },
    ],
    example: {},
    response: '<the translated file, as an attachment>',
  },
];

const keyPlaceholder = 'YOUR_API_KEY';

/** A curl command a developer can paste: the key goes in the Authorization header as it is. */
export function curlExample(endpoint: ApiEndpoint, baseUrl: string): string {
  const root = `${baseUrl}/api/v1`;
  if (endpoint.method === 'GET') {
    return `curl -L -o result.docx "${root}/translation/download/${taskId}?expires=…&signature=…"`;
  }
  const lines = [`curl -X POST ${root}${endpoint.path}`, `  -H "Authorization: ${keyPlaceholder}"`];
  if (endpoint.body === 'multipart') {
    for (const [name, value] of Object.entries(endpoint.example))
      lines.push(`  -F "${name}=${String(value)}"`);
  } else {
    lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(endpoint.example)}'`);
  }
  return lines.join(' \\\n');
}

export function responseExample(endpoint: ApiEndpoint, baseUrl: string): string {
  const text =
    typeof endpoint.response === 'string' ? endpoint.response : JSON.stringify(endpoint.response, null, 2);
  return text.replaceAll('{baseUrl}', baseUrl);
}
