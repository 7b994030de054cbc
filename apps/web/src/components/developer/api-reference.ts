// What /developer/hub documents: the generated OpenAPI document of API v1 (server/apiV1/openapi), so
// the reference shows what the endpoints validate and no hand-kept list can drift. Literal examples
// stay here; the prose lives in the catalogues under DeveloperHub.endpoints.<id> and .params.<name>,
// with the schema's own description where a catalogue has none.
import { formatOptionNames } from '@verso/core';
import { openapiDocument } from '@/server/apiV1/openapi/openapiDocument';
import { requestExamples, responseExamples } from './api-examples';

export interface ApiParam {
  name: string;
  type: string;
  required: boolean;
  /** The schema's description, in English. */
  description?: string;
  /** Its description's key under DeveloperHub.params: its name, `formatOption` for Verso's format options, or its own meaning's key. */
  catalogueKey: string;
}

/** Fields that mean something else in one call than in the others, by endpoint id. */
const ownMeaning: Record<string, Record<string, string>> = {
  start: { model: 'startModel' },
  create: { fileDescription: 'documentDescription' },
};

/** Verso's format options share one description, which names the option. */
const catalogueKeyOf = (endpointId: string, name: string) =>
  ownMeaning[endpointId]?.[name] ??
  ((formatOptionNames as string[]).includes(name) && name !== 'password' ? 'formatOption' : name);

export interface ApiEndpoint {
  /** The anchor and the catalogue key: the path's last part (`create`), `glossaryCreate` for glossaries. */
  id: string;
  method: 'POST' | 'GET';
  /** Below the API root, /api/v1. */
  path: string;
  summary: string;
  body: 'json' | 'multipart' | 'none';
  params: ApiParam[];
  /** A JSON body, or a multipart form's fields (a value starting with @ is a file, as curl reads it). */
  example: Record<string, unknown>;
  response?: unknown;
}

interface JsonSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  summary: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { name: string; in: string; required?: boolean }[];
}

const endpointId = (path: string) => {
  const [area, action] = path.slice(1).split('/');
  if (area === 'glossary' && action) return `glossary${action[0]?.toUpperCase()}${action.slice(1)}`;
  return action ?? area ?? path;
};

const typeOf = (schema: JsonSchema) => {
  if (schema.format === 'binary') return 'file';
  if (schema.type === 'array') return `${schema.items?.type ?? 'unknown'}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
};

function postEndpoint(path: string, operation: Operation): ApiEndpoint {
  const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const schema = content?.schema ?? {};
  const id = endpointId(path);
  return {
    id,
    method: 'POST',
    path,
    summary: operation.summary,
    body: contentType === 'multipart/form-data' ? 'multipart' : 'json',
    params: Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      type: typeOf(property),
      required: schema.required?.includes(name) ?? false,
      description: property.description,
      catalogueKey: catalogueKeyOf(id, name),
    })),
    example: requestExamples[id] ?? {},
    response: responseExamples[id],
  };
}

function getEndpoint(path: string, operation: Operation): ApiEndpoint {
  return {
    id: 'download',
    method: 'GET',
    path,
    summary: operation.summary,
    body: 'none',
    params: (operation.parameters ?? []).map((parameter) => {
      const name = parameter.in === 'path' ? 'downloadTaskId' : parameter.name;
      return { name, type: parameter.in, required: parameter.required ?? false, catalogueKey: name };
    }),
    example: {},
    response: responseExamples.download,
  };
}

export const apiEndpoints: ApiEndpoint[] = Object.entries(
  openapiDocument().paths as Record<string, { post?: Operation; get?: Operation }>,
).map(([path, item]) =>
  item.post ? postEndpoint(path, item.post) : getEndpoint(path, item.get as Operation),
);

const keyPlaceholder = 'YOUR_API_KEY';
const downloadExample = (root: string) =>
  `${root}/translation/download/${'d5f3c2a8-6b1e-4c57-9a0e-2f1b7c4e9d31'}?expires=…&signature=…`;

/** A curl command a developer can paste: the key goes in the Authorization header as it is. */
export function curlExample(endpoint: ApiEndpoint, baseUrl: string): string {
  const root = `${baseUrl}/api/v1`;
  if (endpoint.method === 'GET') return `curl -L -o result.docx "${downloadExample(root)}"`;
  const lines = [`curl -X POST ${root}${endpoint.path}`, `  -H "Authorization: ${keyPlaceholder}"`];
  if (endpoint.body === 'multipart') {
    for (const [name, value] of Object.entries(endpoint.example))
      lines.push(`  -F "${name}=${String(value)}"`);
  } else {
    lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(endpoint.example)}'`);
  }
  return lines.join(' \\\n');
}

/** The same call from TypeScript with fetch (Node 18+ or a browser), the key read from the environment. */
export function fetchExample(endpoint: ApiEndpoint, baseUrl: string): string {
  const root = `${baseUrl}/api/v1`;
  const headers = 'headers: { Authorization: process.env.VERSO_API_KEY! }';
  if (endpoint.method === 'GET') {
    return [
      `const response = await fetch('${downloadExample(root)}');`,
      'const file = Buffer.from(await response.arrayBuffer());',
    ].join('\n');
  }
  if (endpoint.body === 'multipart') {
    const fields = Object.entries(endpoint.example).map(([name, value]) => {
      const text = String(value);
      return text.startsWith('@')
        ? `form.set('${name}', new Blob([await readFile('${text.slice(1)}')]), '${text.slice(1)}');`
        : `form.set('${name}', '${text}');`;
    });
    return [
      "import { readFile } from 'node:fs/promises';",
      '',
      'const form = new FormData();',
      ...fields,
      `const response = await fetch('${root}${endpoint.path}', {`,
      "  method: 'POST',",
      `  ${headers},`,
      '  body: form,',
      '});',
      'console.log(await response.json());',
    ].join('\n');
  }
  return [
    `const response = await fetch('${root}${endpoint.path}', {`,
    "  method: 'POST',",
    "  headers: { Authorization: process.env.VERSO_API_KEY!, 'Content-Type': 'application/json' },",
    `  body: JSON.stringify(${JSON.stringify(endpoint.example)}),`,
    '});',
    'console.log(await response.json());',
  ].join('\n');
}

export function responseExample(endpoint: ApiEndpoint, baseUrl: string): string | undefined {
  if (endpoint.response === undefined) return undefined;
  const text =
    typeof endpoint.response === 'string' ? endpoint.response : JSON.stringify(endpoint.response, null, 2);
  return text.replaceAll('{baseUrl}', baseUrl);
}
