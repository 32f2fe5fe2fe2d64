import fs from 'node:fs';
import { createTestApp } from '../test/test-app';
import { apiReferenceMarkdown } from './api-reference';

// `npm run docs:api`: regenerates docs/api.md from the running app's schemas.
const t = await createTestApp({ seed: false });
const target = new URL('../../../../docs/api.md', import.meta.url);
fs.writeFileSync(target, apiReferenceMarkdown(t.app));
await t.close();
console.log(`wrote ${target.pathname}`);
