// Every bundle of texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../appTexts/ja.ts';
export { default as account } from '../../features/account/texts/ja.ts';
export { default as links } from '../../features/links/texts/ja.ts';
export { default as login } from '../../features/login/texts/ja.ts';
export { default as preview } from '../../features/preview/texts/ja.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/ja.ts';
export { default as session } from '../../features/session/texts/ja.ts';
export { default as shell } from '../../features/shell/texts/ja.ts';
export { default as terminals } from '../../features/terminals/texts/ja.ts';
export { default as errors } from '@palate/protocol/error-messages/ja.ts';
