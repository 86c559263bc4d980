// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/es.ts';
export { default as signin } from '../../features/signin/texts/es.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/es.ts';
export { default as publications } from '../../features/publications/texts/es.ts';
export { default as results } from '../../features/results/texts/es.ts';
export { default as maps } from '../../features/results/maps/texts/es.ts';
export { default as monitor } from '../../features/monitor/texts/es.ts';
export { default as audit } from '../../features/audit/texts/es.ts';
export { default as members } from '../../features/members/texts/es.ts';
export { default as account } from '../../features/account/texts/es.ts';
export { default as messages } from '../../features/messages/texts/es.ts';
export { default as portal } from '../../features/portal/texts/es.ts';
export { default as guide } from '../../features/guide/texts/es.ts';
export { default as planning } from '../../features/planning/texts/es.ts';
export { default as panel } from '../../features/panel/texts/es.ts';
export { default as errors } from '@palate/protocol/error-messages/es.ts';
