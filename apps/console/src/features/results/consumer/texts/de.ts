import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  consumer: {
    pairwise: 'Produkte paarweise verglichen, Begriff für Begriff (exakter McNemar-Test, Bonferroni)',
    pairwiseHelp:
      'Anteil der Prüfer, die jeden Begriff für jedes Produkt angekreuzt haben. In einer Zeile unterscheiden sich Produkte mit gemeinsamem Buchstaben nicht bei 5 %, nach der Bonferroni-Korrektur für die Zahl der Paare.',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: 'Begriff',
    meanImpact: 'Mittlere Wirkung jedes Begriffs auf das Gefallen',
    meanImpactHelp:
      'Mittleres Gefallen der Proben, für die ein Prüfer den Begriff angekreuzt hat, minus das der Proben ohne Kreuz (t-Test nach Student). Eine positive Wirkung erhöht das Gefallen, eine negative senkt es.',
    meanImpactChart:
      'Mittlere Wirkung jedes Begriffs auf das Gefallen; ein dunkler Balken unterscheidet sich bei 5 % von 0, ein heller nicht.',
    checked: 'Gefallen, angekreuzt (n)',
    notChecked: 'Gefallen, nicht angekreuzt (n)',
    impact: 'Wirkung',
    meanWithCount: '{{mean}} ({{n}})',
    needsLiking: 'Wählen Sie oben die Frage zum Gesamtgefallen, um die Wirkung jedes Begriffs zu sehen.',
    penaltyNote:
      'Die gestrichelte Linie markiert 20 % der Prüfer: Eine Seite darüber betrifft genug Prüfer, um zu handeln. Der Rückgang eines gefüllten Punkts unterscheidet sich bei 5 % von 0 (t-Test nach Student der Gruppe „genau richtig“ gegen diese Seite); der eines leeren Punkts nicht.',
    dropTests: 'p der Rückgänge (zu wenig / zu viel)',
  },
} satisfies Translated<typeof en>;
