import type { Translated } from '../../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  designerLogic: {
    page: 'Bedingungen, Reihenfolge und Wartezeit',
    pageShowIf: 'Diese Seite nur zeigen, wenn…',
    pageEndIf: 'Den Fragebogen nach dieser Seite beenden, wenn…',
    endIfHelp:
      'Ein Screen-out: Trifft dies nach der Seite zu, wird dem Prüfer gedankt und sein Durchgang endet dort, als ausgeschlossen gezählt.',
    controlShowIf: 'Nur zeigen, wenn…',
    controlShowIfOf: 'Nur zeigen, wenn… ({{id}})',
    controlShowIfHelp:
      'Prüfer sehen diese Frage nur, solange die Bedingung zutrifft; ausgeblendet muss sie nicht beantwortet werden.',
    condition: 'Bedingung {{number}}',
    question: 'Frage',
    questionOption: '{{label}} ({{id}})',
    unavailable: 'Hier keine frühere Frage',
    comparison: 'Vergleich',
    comparisons: {
      atLeast: 'ist mindestens',
      atMost: 'ist höchstens',
      anyOf: 'ist eine von',
      noneOf: 'ist keine von',
      answered: 'ist beantwortet',
      notAnswered: 'ist nicht beantwortet',
    },
    value: 'Wert',
    point: '{{value}}: {{label}}',
    answers: 'Antworten',
    join: 'Bedingungen verknüpfen',
    joinAll: 'Alle müssen zutreffen',
    joinAny: 'Eine genügt',
    addCondition: 'Bedingung hinzufügen',
    removeCondition: 'Bedingung {{number}} entfernen',
    nested:
      'Diese Bedingung verschachtelt Gruppen in Gruppen, wie in ihrer Datei geschrieben: {{condition}}. Der Designer behält sie unverändert; ändern Sie sie in der Datei, oder entfernen Sie sie und bauen Sie hier eine neue.',
    removeNested: 'Bedingung entfernen',
    randomControls: 'Ihre Fragen in zufälliger Reihenfolge',
    randomChoices: 'Die Antworten in zufälliger Reihenfolge',
    randomHelp: 'Über die Prüfer ausgeglichen: Jede steht gleich oft an jeder Stelle.',
    orderPer: 'Eine neue Reihenfolge',
    orderPerJudge: 'für jeden Prüfer, für alle seine Proben beibehalten',
    orderPerSample: 'für jede Probe',
    keepInPlace: '{{id}} an seinem Platz lassen',
    keepChoiceInPlace: '„{{label}}“ an seinem Platz lassen',
    minimumSeconds: 'Mindestzeit auf dieser Seite (Sekunden, optional)',
    minimumSecondsHelp:
      'Weiter wartet mit einem Countdown, bis der Prüfer so lange auf der Seite war (etwa zum Neutralisieren zwischen den Proben).',
  },
} satisfies Translated<typeof en>;
