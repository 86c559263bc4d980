import { readFileSync } from 'node:fs';

/** This release of Palate, as the repository's package.json and CHANGELOG.md name it. */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
