// Writes schema/*.json from the zod schemas (npm run schemas). A test checks they are fresh.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemas, schemaFileText } from '../src/schema/json-schema.js';

const dir = join(import.meta.dirname, '..', 'schema');
mkdirSync(dir, { recursive: true });
for (const [name, document] of Object.entries(jsonSchemas())) {
  writeFileSync(join(dir, name), schemaFileText(document));
  console.log(`wrote schema/${name}`);
}
