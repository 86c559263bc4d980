import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: 'Prüfer, die mehr als einmal geantwortet haben: das Beta-Binomial-Modell',
    judgesDiffer:
      'Die Prüfer unterscheiden sich darin, wie gut sie die Proben auseinanderhalten (Überdispersion: {{p}}). Die Antworten eines Prüfers sind nicht unabhängig voneinander, daher gilt der Binomialtest oben, der jede Antwort als unabhängig behandelt, nicht: Lesen Sie stattdessen das Beta-Binomial-Modell, einen Unterschied mit {{association}} und d′ = {{d}}.',
    judgesAlike:
      'Die Prüfer unterscheiden sich nicht über den Zufall hinaus (Überdispersion: {{p}}), daher gilt der Binomialtest oben, der alle Antworten zusammenfasst, und ist der zu lesende. Das Beta-Binomial-Modell stimmt überein: ein Unterschied mit {{association}} und d′ = {{d}}.',
    betaBinomialTable: 'Beta-Binomial-Modell (sensR betabin)',
    figure: 'Kennzahl',
    estimate: 'Schätzwert (Standardfehler)',
    withError: '{{value}} ({{error}})',
    mu: 'Anteil der Unterscheidenden μ (pd)',
    gamma: 'Überdispersion γ (0: Prüfer gleich)',
    pc: 'Anteil richtiger Antworten pc',
    dPrime: 'd′',
    pOverdispersion: 'p, Überdispersion (Prüfer unterscheiden sich)',
    pAssociation: 'p, Unterschied zwischen den Proben',
    title: 'Panel',
    help: 'Wie die Prüfer eines Profils mit Wiederholungen abschneiden, Merkmal für Merkmal: wer vom Konsens des Panels abweicht (Tucker-1) und wer die Produkte unterscheidet und seine eigenen Bewertungen wiederholt (p*MSE).',
    attribute: '{{attribute}} ({{page}})',
    tucker1: 'Prüfer auf dem Korrelationskreis (Tucker-1)',
    tucker1Help:
      'Jeder Pfeil ist ein Prüfer: die Korrelationen seiner eigenen Produktmittelwerte mit dem Konsens des Panels auf den ersten beiden Dimensionen. Übereinstimmende Prüfer zeigen in dieselbe Richtung, nahe am Kreis; ein Prüfer, der anderswohin oder nahe der Mitte zeigt, bewertet die Produkte anders als das Panel.',
    tucker1Chart:
      'Korrelationskreis von {{attribute}}: die Korrelation jedes Prüfers mit Dimension 1 waagerecht und Dimension 2 senkrecht.',
    judge: 'Prüfer',
    leftOut: 'Ausgelassen (ein Produkt nicht bewertet oder für jedes Produkt derselbe Mittelwert): {{judges}}',
    pmse: 'Unterscheidungsvermögen und Wiederholbarkeit jedes Prüfers (p*MSE)',
    pmseHelp:
      'Jeder Punkt ist ein Prüfer: waagerecht der p-Wert seiner eigenen Varianzanalyse der Produkte (links der gestrichelten Linie bei 0,05 unterscheidet er die Produkte); senkrecht sein mittleres Fehlerquadrat zwischen den Wiederholungen (niedrig: er wiederholt seine eigenen Bewertungen). Die besten Prüfer liegen unten links.',
    pmseChart:
      'p*MSE-Diagramm von {{attribute}}: der p-Wert der Unterscheidung jedes Prüfers waagerecht und sein mittleres Fehlerquadrat senkrecht, mit der 5-%-Linie.',
    pDiscrimination: 'p (Unterscheidung)',
    mse: 'MSE (Wiederholbarkeit)',
  },
} satisfies Translated<typeof en>;
