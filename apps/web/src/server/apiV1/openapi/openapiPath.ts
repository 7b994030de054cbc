// Where the generated contract is committed: docs/openapi.json at the repository's root.
import { fileURLToPath } from 'node:url';

export const openapiPath = fileURLToPath(new URL('../../../../../../docs/openapi.json', import.meta.url));
