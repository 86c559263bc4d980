export default {
  consumer: {
    pairwise: 'Products compared two by two, term by term (McNemar’s exact test, Bonferroni)',
    pairwiseHelp:
      'Share of judges who checked each term for each product. On one row, products sharing a letter do not differ at 5 %, after Bonferroni’s correction for the number of pairs.',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: 'Term',
    meanImpact: 'Mean impact of each term on liking',
    meanImpactHelp:
      'Mean liking of the samples a judge checked the term for, minus that of the samples they did not (Student’s t-test). A positive impact adds to liking, a negative one takes from it.',
    meanImpactChart: 'Mean impact of each term on liking; a dark bar differs from 0 at 5 %, a pale one does not.',
    checked: 'Liking, checked (n)',
    notChecked: 'Liking, not checked (n)',
    impact: 'Impact',
    meanWithCount: '{{mean}} ({{n}})',
    needsLiking: 'Choose the overall liking question above to see each term’s impact on liking.',
    penaltyNote:
      'The dashed line marks 20 % of judges: a side beyond it concerns enough judges to act on. A filled point’s drop differs from 0 at 5 % (Student’s t-test of the “just about right” group against that side); a hollow one does not.',
    dropTests: 'p of the drops (too little / too much)',
  },
};
