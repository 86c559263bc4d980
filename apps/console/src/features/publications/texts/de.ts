import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  publications: {
    title: 'Veröffentlichungen',
    nav: 'Veröffentlichungen',
    questionnairesNav: 'Fragebögen',
    empty: 'Noch nichts veröffentlicht. Veröffentlichen Sie einen Fragebogen mit npm run palate -- publish.',
    name: 'Name',
    created: 'Veröffentlicht',
    judges: 'Prüfer',
    judgesCount: '{{started}} begonnen, {{finished}} beendet',
    target: 'von {{target}}',
    trays: 'Tabletts {{min}}–{{max}}',
    plan: 'Servierplan',
    planOf: 'Servierplan: {{name}}',
    planHelp:
      'Die Becher, die für jeden Prüfer vorzubereiten sind, in der Reihenfolge des Servierens. Zeile 1 ist der erste Prüfer, der beginnt, oder die kleinste Tablettnummer.',
    judgesShown: 'Zu planende Prüfer',
    show: 'Anzeigen',
    startedOnly:
      'Die Reihenfolgen dieses Zufallsplans werden beim Start jedes Prüfers gezogen: nur begonnene Prüfer sind geplant.',
    row: 'Prüfer',
    tray: 'Tablett',
    repetition: 'Wiederholung',
    cups: 'Becher in Servierreihenfolge',
    cup: '{{place}}. {{code}} ({{product}})',
    csv: 'CSV herunterladen',
    print: 'Drucken',
    labels: 'Becheretiketten',
    labelsHelp: 'Ein Etikett pro Becher, zum Drucken auf A4-Etikettenbögen.',
    back: 'Zurück zu den Veröffentlichungen',
    loadFailed: 'Das Laden ist fehlgeschlagen: {{message}}',
  },
} satisfies Translated<typeof en>;
