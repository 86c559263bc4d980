// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/zh.ts';
export { default as signin } from '../../features/signin/texts/zh.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/zh.ts';
export { default as publications } from '../../features/publications/texts/zh.ts';
export { default as results } from '../../features/results/texts/zh.ts';
export { default as maps } from '../../features/results/maps/texts/zh.ts';
export { default as monitor } from '../../features/monitor/texts/zh.ts';
export { default as audit } from '../../features/audit/texts/zh.ts';
export { default as members } from '../../features/members/texts/zh.ts';
export { default as account } from '../../features/account/texts/zh.ts';
export { default as messages } from '../../features/messages/texts/zh.ts';
export { default as portal } from '../../features/portal/texts/zh.ts';
export { default as guide } from '../../features/guide/texts/zh.ts';
export { default as planning } from '../../features/planning/texts/zh.ts';
export { default as panel } from '../../features/panel/texts/zh.ts';
export { default as errors } from '@palate/protocol/error-messages/zh.ts';
