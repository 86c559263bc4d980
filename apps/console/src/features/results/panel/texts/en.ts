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
  },
};
