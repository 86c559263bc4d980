// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/de.ts';
export { default as signin } from '../../features/signin/texts/de.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/de.ts';
export { default as publications } from '../../features/publications/texts/de.ts';
export { default as results } from '../../features/results/texts/de.ts';
export { default as maps } from '../../features/results/maps/texts/de.ts';
export { default as monitor } from '../../features/monitor/texts/de.ts';
export { default as audit } from '../../features/audit/texts/de.ts';
export { default as members } from '../../features/members/texts/de.ts';
export { default as account } from '../../features/account/texts/de.ts';
export { default as messages } from '../../features/messages/texts/de.ts';
export { default as portal } from '../../features/portal/texts/de.ts';
export { default as guide } from '../../features/guide/texts/de.ts';
export { default as planning } from '../../features/planning/texts/de.ts';
export { default as panel } from '../../features/panel/texts/de.ts';
export { default as errors } from '@palate/protocol/error-messages/de.ts';
