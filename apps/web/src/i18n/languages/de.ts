// Every bundle of texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../appTexts/de.ts';
export { default as account } from '../../features/account/texts/de.ts';
export { default as links } from '../../features/links/texts/de.ts';
export { default as login } from '../../features/login/texts/de.ts';
export { default as preview } from '../../features/preview/texts/de.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/de.ts';
export { default as session } from '../../features/session/texts/de.ts';
export { default as shell } from '../../features/shell/texts/de.ts';
export { default as terminals } from '../../features/terminals/texts/de.ts';
export { default as errors } from '@palate/protocol/error-messages/de.ts';
