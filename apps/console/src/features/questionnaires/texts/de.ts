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
      'Eine YAML- oder JSON-Datei im Fragebogenformat. Sie wird geprüft wie auf der Kommandozeile. Ein importierter Fragebogen ändert sich nie: Um einen zu korrigieren, importieren Sie die korrigierte Datei als seine neue Version.',
    chooseFile: 'Datei wählen…',
    text: 'Definition',
    check: 'Prüfen',
    importButton: 'Importieren',
    checked: '„{{name}}“ hat keinen Fehler.',
    imported: '„{{name}}“ ist importiert.',
    faultsTitle: 'Zu korrigierende Fehler',
    fault: 'Zeile {{line}}, Spalte {{column}}: {{message}}',
    warningsTitle: 'Warnungen',
    version: 'Version',
    newVersion: 'Neue Version',
    duplicate: 'Duplizieren',
    archive: 'Archivieren',
    restore: 'Wiederherstellen',
    showArchived: 'Archivierte Fragebögen anzeigen',
    archivedEmpty: 'Kein archivierter Fragebogen.',
    versionTitle: 'Eine neue Version von {{name}} importieren',
    versionHelp:
      'Die neue Version wird neben den früheren gespeichert: Jede Veröffentlichung bedient weiter die Version, aus der sie entstand.',
    importAsNew: 'Stattdessen einen eigenen Fragebogen importieren',
    importedVersion: 'Eine neue Version von „{{name}}“ ist gespeichert.',
    duplicated: 'Eine Kopie von „{{name}}“ ist gespeichert.',
    archivedNotice: '„{{name}}“ ist archiviert.',
    restored: '„{{name}}“ ist wieder in der Liste.',
    publish: 'Veröffentlichen',
  },
} satisfies Translated<typeof en>;
