// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/pt.ts';
export { default as signin } from '../../features/signin/texts/pt.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/pt.ts';
export { default as publications } from '../../features/publications/texts/pt.ts';
export { default as results } from '../../features/results/texts/pt.ts';
export { default as maps } from '../../features/results/maps/texts/pt.ts';
export { default as monitor } from '../../features/monitor/texts/pt.ts';
export { default as audit } from '../../features/audit/texts/pt.ts';
export { default as members } from '../../features/members/texts/pt.ts';
export { default as account } from '../../features/account/texts/pt.ts';
export { default as messages } from '../../features/messages/texts/pt.ts';
export { default as portal } from '../../features/portal/texts/pt.ts';
export { default as guide } from '../../features/guide/texts/pt.ts';
export { default as planning } from '../../features/planning/texts/pt.ts';
export { default as panel } from '../../features/panel/texts/pt.ts';
export { default as errors } from '@palate/protocol/error-messages/pt.ts';
