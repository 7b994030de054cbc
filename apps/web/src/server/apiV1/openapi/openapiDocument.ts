// API v1 as an OpenAPI 3.1 document, built from the zod schemas the endpoints validate with. Written
// to docs/openapi.json by `npm run openapi`, served at GET /api/v1/openapi.json, and rendered as the
// reference in /developer/hub.
import { z } from 'zod/v4';
import { errorBody } from '../responses';
import { type ApiV1Operation, apiV1Operations, type ErrorStatus } from './apiV1Operations';

/** What each refusal means; every one has the same body (respond.ts's apiError). */
const errorMeanings: Record<ErrorStatus | 403, string> = {
  400: 'The request is incomplete or invalid: a missing field, an unknown language or model, a file type or option this site does not read.',
  401: 'No API key, or one that does not exist or was revoked.',
  402: 'Not enough credits: the message says how many the call needs.',
  403: 'The download link is invalid or has expired: query the task for a new one.',
  404: 'No task or glossary with this id (or glossary with this name) in your account.',
  413: 'The file, or the texts, are larger than this site accepts.',
  503: 'The engine asked for is not available at the moment.',
};

const errorResponses = (statuses: (ErrorStatus | 403)[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: errorMeanings[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );

/** `io: 'output'`: a field read through a preprocess (a glossary's JSON-encoded keys) shows its parsed shape. */
const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return body;
};

/** An answer may gain fields over time: a client must not refuse one it does not know yet. */
const answerSchemaOf = (schema: z.ZodType) => {
  const { $schema: _dialect, ...body } = z.toJSONSchema(schema, {
    io: 'output',
    override: ({ jsonSchema }) => {
      delete jsonSchema.additionalProperties;
    },
  });
  return body;
};

function operationOf(path: string, { summary, body, schema, response, errors }: ApiV1Operation) {
  const requestSchema = jsonSchemaOf(schema);
  if (body === 'multipart') {
    Object.assign(requestSchema.properties ?? {}, { file: { type: 'string', format: 'binary' } });
  }
  return {
    post: {
      operationId: path.replace(/\/(\w)/g, (_, letter: string) => letter.toUpperCase()),
      summary,
      security: [{ apiKey: [] }],
      requestBody: {
        required: true,
        content: {
          [body === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: requestSchema },
        },
      },
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: answerSchemaOf(response) } },
        },
        ...errorResponses(errors),
      },
    },
  };
}

const downloadOperation = {
  get: {
    operationId: 'translationDownload',
    summary: 'A task’s file by its signed link (fileUrl, translatedFileUrl, translatedBilingualFileUrl)',
    parameters: [
      { name: 'taskId', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'file', in: 'query', schema: { type: 'string', enum: ['bilingual', 'original'] } },
      { name: 'expires', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
    ],
    responses: {
      '200': { description: 'The file', content: { 'application/octet-stream': {} } },
      '302': {
        description:
          'With S3 storage: a redirect to the file in the bucket, by a link valid for five minutes',
      },
      ...errorResponses([403, 404]),
    },
  },
};

export function openapiDocument() {
  const paths = Object.fromEntries(
    Object.entries(apiV1Operations).map(([path, operation]) => [`/${path}`, operationOf(path, operation)]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Verso REST API v1',
      version: '1.0.0',
      description:
        'Wire-compatible with O.Translator’s public developer API. Every call is a POST with your API key as the Authorization header.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      schemas: { Error: answerSchemaOf(errorBody) },
    },
    paths: { ...paths, '/translation/download/{taskId}': downloadOperation },
  };
}

export type OpenapiDocument = ReturnType<typeof openapiDocument>;
