// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/en.ts';
export { default as signin } from '../../features/signin/texts/en.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/en.ts';
export { default as publications } from '../../features/publications/texts/en.ts';
export { default as results } from '../../features/results/texts/en.ts';
export { default as maps } from '../../features/results/maps/texts/en.ts';
export { default as monitor } from '../../features/monitor/texts/en.ts';
export { default as audit } from '../../features/audit/texts/en.ts';
export { default as members } from '../../features/members/texts/en.ts';
export { default as account } from '../../features/account/texts/en.ts';
export { default as messages } from '../../features/messages/texts/en.ts';
export { default as portal } from '../../features/portal/texts/en.ts';
export { default as guide } from '../../features/guide/texts/en.ts';
export { default as planning } from '../../features/planning/texts/en.ts';
export { default as panel } from '../../features/panel/texts/en.ts';
export { default as errors } from '@palate/protocol/error-messages/en.ts';
