import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  questionnaires: {
    title: 'Fragebögen',
    empty: 'Noch kein Fragebogen. Importieren Sie eine Definitionsdatei, um zu beginnen.',
    name: 'Name',
    pages: 'Seiten',
    products: 'Produkte',
    publications: 'Veröffentlichungen',
    created: 'Importiert',
    actions: 'Aktionen',
    export: 'Als YAML exportieren',
    importTitle: 'Eine Definitionsdatei importieren',
    importHelp:
      'Eine YAML- oder JSON-Datei im Fragebogenformat. Sie wird wie in der Befehlszeile geprüft; ein importierter Fragebogen ändert sich nie, importieren Sie ihn erneut für eine neue Version.',
    chooseFile: 'Datei wählen…',
    text: 'Definition',
    check: 'Prüfen',
    importButton: 'Importieren',
    checked: '„{{name}}“ hat keinen Fehler.',
    imported: '„{{name}}“ ist importiert.',
    faultsTitle: 'Zu korrigierende Fehler',
    fault: 'Zeile {{line}}, Spalte {{column}}: {{message}}',
    warningsTitle: 'Warnungen',
    publish: 'Veröffentlichen',
  },
} satisfies Translated<typeof en>;
