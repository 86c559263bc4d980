import { resolve } from 'node:path';

/** The earlier release the fixtures were written by: the last commit of the fifteenth session. */
export const UPGRADED_FROM = 'fe613a6';

export const UPGRADE_FIXTURES = resolve(import.meta.dirname, 'fixtures');

/** The examples of that release published and answered by six judges each, by their fixture names. */
export const UPGRADE_PUBLICATIONS = [
  { name: 'profile', example: 'descriptive-profile.yaml' },
  { name: 'triangle', example: 'triangle-test.yaml' },
  { name: 'consumer', example: 'consumer-test.yaml' },
] as const;
