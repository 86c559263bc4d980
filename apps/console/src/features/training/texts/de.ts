import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  training: {
    link: 'Zielwerte der Schulung: {{name}}',
    back: 'Zurück zu den Veröffentlichungen',
    title: 'Zielwerte der Schulung: {{name}}',
    help: 'Nach jeder Probe einer Schulung sehen die Prüfpersonen ihre Bewertung jedes Attributs neben seinem Zielbereich: ein Wert und eine Toleranz nach beiden Seiten. Lassen Sie beides leer, um keinen Zielwert zu geben.',
    notTraining:
      'Zielwerte gelten nur für Schulungen, und diese Veröffentlichung ist eine Studie. Markieren Sie sie in der Liste der Veröffentlichungen als Schulung, um ihr Zielwerte zu geben.',
    noAttributes:
      'Dieser Fragebogen hat keine Skala auf dem Bildschirm einer Probe: Es gibt nichts, wofür ein Zielwert gegeben werden kann.',
    tableTitle: 'Zielwerte je Produkt und Attribut',
    product: 'Produkt',
    scale: 'Skala {{min}} bis {{max}}',
    value: 'Wert',
    tolerance: '± Toleranz',
    valueOf: '{{attribute}}, {{product}}: Zielwert',
    toleranceOf: '{{attribute}}, {{product}}: Toleranz nach beiden Seiten',
    panelTitle: 'Wo kein Zielwert gesetzt ist',
    usePanel: 'Mittelwert des Panels ± k Standardabweichungen verwenden, wo kein Zielwert gesetzt ist',
    panelHelp:
      'Für jede Prüfperson aus den Antworten der anderen Prüfpersonen auf diese Veröffentlichung berechnet (der Mittelwert jeder Prüfperson über ihre Wiederholungen), sobald genug von ihnen geantwortet haben. Ein in der Tabelle gesetzter Zielwert hat immer Vorrang.',
    k: 'k (Standardabweichungen nach beiden Seiten)',
    minJudges: 'Zuvor nötige andere Prüfpersonen',
    save: 'Zielwerte speichern',
    saved: 'Die Zielwerte sind gespeichert.',
    problemsTitle: 'Die Zielwerte können noch nicht gespeichert werden:',
    valueMissing: '{{attribute}}, {{product}}: Geben Sie den Zielwert an oder leeren Sie die Toleranz.',
    toleranceMissing: '{{attribute}}, {{product}}: Geben Sie die Toleranz an (0 oder mehr) oder leeren Sie den Wert.',
    outsideScale: '{{attribute}}, {{product}}: Der Wert muss zwischen {{min}} und {{max}} liegen.',
    negativeTolerance: '{{attribute}}, {{product}}: Die Toleranz kann nicht unter 0 liegen.',
    kOutOfRange: 'k muss zwischen {{min}} und {{max}} liegen.',
    minJudgesOutOfRange:
      'Die Zahl der nötigen anderen Prüfpersonen muss eine ganze Zahl zwischen {{min}} und {{max}} sein.',
  },
} satisfies Translated<typeof en>;
