// Writes the migrated template of the embedded database (see template.ts); run by scripts/build-server.mjs.
import { templateFile, writeTemplate } from './template';

const started = Date.now();
const { bytes } = await writeTemplate();
console.log(
  `database template: ${templateFile} (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms`,
);
