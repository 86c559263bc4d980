export default {
  panelResults: {
    betaBinomial: 'Judges who answered more than once: the beta-binomial model',
    judgesDiffer:
      'The judges differ in how well they tell the samples apart (over-dispersion: {{p}}). One judge’s answers are not independent of each other, so the binomial test above, which treats every answer as independent, does not hold: read the beta-binomial model instead, a difference with {{association}} and d′ = {{d}}.',
    judgesAlike:
      'The judges do not differ beyond chance (over-dispersion: {{p}}), so the binomial test above, which pools every answer, holds and is the one to read. The beta-binomial model agrees: a difference with {{association}} and d′ = {{d}}.',
    betaBinomialTable: 'Beta-binomial model (sensR betabin)',
    figure: 'Figure',
    estimate: 'Estimate (standard error)',
    withError: '{{value}} ({{error}})',
    mu: 'Proportion of distinguishers μ (pd)',
    gamma: 'Over-dispersion γ (0: judges alike)',
    pc: 'Proportion correct pc',
    dPrime: 'd′',
    pOverdispersion: 'p, over-dispersion (judges differ)',
    pAssociation: 'p, difference between the samples',
    title: 'Panel',
    help: 'How the judges of a profile with repetitions perform, attribute by attribute: who departs from the panel’s consensus (Tucker-1), and who tells the products apart and repeats their own scores (p*MSE).',
    attribute: '{{attribute}} ({{page}})',
    tucker1: 'Judges on the correlation circle (Tucker-1)',
    tucker1Help:
      'Each arrow is a judge: the correlations of their own product means with the panel’s consensus on the first two dimensions. Judges who agree point the same way, near the circle; a judge pointing elsewhere, or near the centre, scores the products differently from the panel.',
    tucker1Chart:
      'Correlation circle of {{attribute}}: each judge’s correlation with dimension 1 across and dimension 2 up.',
    judge: 'Judge',
    leftOut: 'Left out (a product not scored, or the same mean for every product): {{judges}}',
    pmse: 'Discrimination and repeatability of each judge (p*MSE)',
    pmseHelp:
      'Each point is a judge: across, the p-value of their own analysis of variance of the products (left of the dashed line at 0.05, they tell the products apart); up, their mean square error between repetitions (low, they repeat their own scores). The best judges sit in the lower left corner.',
    pmseChart:
      'p*MSE plot of {{attribute}}: each judge’s p-value of discrimination across and mean square error up, with the 5 % line.',
    pDiscrimination: 'p (discrimination)',
    mse: 'MSE (repeatability)',
    summary: 'Panel summary',
    summaryHelp:
      'Each judge with the attributes where they fail, the judges failing on most attributes first: discrimination (their own p-value of the products at 0.05 or above), repeatability (their mean square error larger than the other judges’ by the F test at 5 %) and agreement (their correlation with the panel’s consensus, Tucker-1’s first dimension, below 0.5).',
    failingCount: 'Attributes failed',
    failingWhere: 'Where and why',
    failure: '{{attribute}}: {{reasons}}',
    reasonSeparator: ', ',
    failureSeparator: '; ',
    noFailure: 'None',
    failDiscrimination: 'discrimination',
    failRepeatability: 'repeatability',
    failAgreement: 'agreement',
    fPlot: 'Discrimination of each judge (F)',
    fHelp:
      'Each bar is a judge’s F from their own analysis of variance of the products: the higher, the better they tell the products apart. A bar above the dashed line (the critical F at 5 %) tells them apart significantly.',
    fChart: 'F plot of {{attribute}}: each judge’s F as a bar, with the 5 % critical F dashed.',
    f: 'F',
    fCritical: 'Critical F (5 %)',
    df: 'Degrees of freedom',
    dfPair: '{{df}}, {{residualDf}}',
    msePlot: 'Repeatability of each judge (MSE)',
    mseHelp:
      'Each bar is a judge’s mean square error between repetitions of the same product: the lower, the better they repeat their own scores.',
    mseChart: 'MSE plot of {{attribute}}: each judge’s mean square error as a bar.',
    residualDf: 'Degrees of freedom of the error',
    eggshell: 'Judges’ rankings against the consensus (eggshell plot)',
    eggshellHelp:
      'The products across in the panel’s consensus order (Tucker-1’s first dimension); each line is a judge’s cumulative ranks of the products minus the consensus’s own. A judge who ranks the products as the panel stays on the line at 0; the higher a line rises, the more the judge’s order departs from the panel’s.',
    eggshellChart:
      'Eggshell plot of {{attribute}}: the products in the consensus order across, each judge’s cumulative rank difference up.',
    consensusOrder: 'Consensus order',
    eggshellAxis: 'Cumulative rank difference',
    manhattan: 'Each judge’s attributes on their own dimensions (Manhattan plots, {{page}})',
    manhattanHelp:
      'A grid per judge, from a principal component analysis of that judge’s own product means: a column per attribute, a row per dimension, each cell the share of the attribute’s variance that the dimensions up to its row explain, light at 0 and dark at 1. An attribute dark from the first row follows the main way the judge told the products apart; one that stays light until the last rows is scored apart from the others. Compare the judges’ grids: one unlike the others uses the attributes differently. A hatched column is an attribute the judge scored the same for every product.',
    manhattanChart:
      'Manhattan plots of {{page}}: for each judge, the attributes across and the dimensions down, each cell shaded by the cumulative share of the attribute’s variance explained.',
    componentShort: 'Dim.',
    manhattanCell: '{{judge}}, {{attribute}}, dimensions 1 to {{component}}: {{share}}',
    manhattanNotVaried: '{{judge}}, {{attribute}}: the same mean for every product',
    manhattanTable: 'Cumulative share of each attribute’s variance explained, by judge',
    components: 'Dimensions',
    componentsUpTo: '1 to {{component}}',
  },
};
