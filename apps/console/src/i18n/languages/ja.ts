// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/ja.ts';
export { default as signin } from '../../features/signin/texts/ja.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/ja.ts';
export { default as publications } from '../../features/publications/texts/ja.ts';
export { default as results } from '../../features/results/texts/ja.ts';
export { default as maps } from '../../features/results/maps/texts/ja.ts';
export { default as monitor } from '../../features/monitor/texts/ja.ts';
export { default as audit } from '../../features/audit/texts/ja.ts';
export { default as members } from '../../features/members/texts/ja.ts';
export { default as account } from '../../features/account/texts/ja.ts';
export { default as messages } from '../../features/messages/texts/ja.ts';
export { default as portal } from '../../features/portal/texts/ja.ts';
export { default as guide } from '../../features/guide/texts/ja.ts';
export { default as planning } from '../../features/planning/texts/ja.ts';
export { default as panel } from '../../features/panel/texts/ja.ts';
export { default as errors } from '@palate/protocol/error-messages/ja.ts';
