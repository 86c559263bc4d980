// The console's texts in one language: a chunk of its own, loaded when the language is chosen.
export { default as app } from '../../app/texts/fr.ts';
export { default as signin } from '../../features/signin/texts/fr.ts';
export { default as questionnaires } from '../../features/questionnaires/texts/fr.ts';
export { default as publications } from '../../features/publications/texts/fr.ts';
export { default as results } from '../../features/results/texts/fr.ts';
export { default as maps } from '../../features/results/maps/texts/fr.ts';
export { default as monitor } from '../../features/monitor/texts/fr.ts';
export { default as audit } from '../../features/audit/texts/fr.ts';
export { default as members } from '../../features/members/texts/fr.ts';
export { default as account } from '../../features/account/texts/fr.ts';
export { default as messages } from '../../features/messages/texts/fr.ts';
export { default as portal } from '../../features/portal/texts/fr.ts';
export { default as guide } from '../../features/guide/texts/fr.ts';
export { default as planning } from '../../features/planning/texts/fr.ts';
export { default as panel } from '../../features/panel/texts/fr.ts';
export { default as errors } from '@palate/protocol/error-messages/fr.ts';
