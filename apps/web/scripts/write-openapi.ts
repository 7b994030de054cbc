// `npm run openapi`: writes docs/openapi.json from API v1's zod schemas, formatted as Biome keeps every
// JSON file (openapiDocument.test.ts fails while the committed file differs from the schemas).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { openapiDocument } from '../src/server/apiV1/openapi/openapiDocument';
import { openapiPath } from '../src/server/apiV1/openapi/openapiPath';

writeFileSync(openapiPath, `${JSON.stringify(openapiDocument(), null, 2)}\n`);
execFileSync('npx', ['biome', 'format', '--write', openapiPath], { stdio: 'inherit' });
console.log(`wrote ${openapiPath}`);
