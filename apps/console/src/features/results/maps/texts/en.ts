export default {
  maps: {
    title: 'Maps',
    help: 'Where the products stand against each other, and who likes what. Each map has its figures in a table below it.',
    pca: 'Product map: {{page}}',
    pcaHelp:
      'Principal component analysis of the products’ mean scores, each attribute standardised. Products close together were described alike; an arrow points where its attribute grows.',
    ca: 'Map of the terms: {{question}}',
    caHelp:
      'Correspondence analysis of how often each term was checked for each product: a term lies near the products it was checked for most.',
    internalPreference: 'Internal preference map: {{question}}',
    internalHelp:
      'Principal component analysis of the products with each consumer’s liking as a variable: each short line points where that consumer’s liking grows.',
    clusters: 'Consumer segments: {{question}}',
    clustersHelp:
      'Consumers grouped by how they rank the products: Ward clustering of their liking, each consumer’s scores centred on their own mean.',
    externalPreference: 'External preference map: {{question}}',
    externalHelp:
      'Each consumer’s liking modelled on the product map of the linked profile; the colour says the share of consumers who would like a product at that place more than their average.',
    mfa: 'Multiple factor analysis',
    mfaHelp:
      'One map of the products from several groups of variables, each group weighted so that none dominates: {{groups}}.',
    dimension: 'Dimension {{n}} ({{percent}} %)',
    eigenvalues: 'Eigenvalues',
    dimensionColumn: 'Dimension',
    eigenvalue: 'Eigenvalue',
    inertia: '% of inertia',
    coordinates: 'Coordinates on the first two dimensions',
    name: 'Name',
    first: 'Dim. 1',
    second: 'Dim. 2',
    showEllipses: 'Show confidence ellipses (95 %)',
    ellipsesNote:
      'Ellipses from {{resamplings}} resamplings of the judges: products whose ellipses overlap may not differ.',
    attribute: 'Attribute',
    term: 'Term',
    consumer: 'Consumer',
    product: 'Product',
    word: 'Word (supplementary)',
    leftOut_one: '{{count}} consumer left out (did not score every product, or scored them all alike).',
    leftOut_other: '{{count}} consumers left out (did not score every product, or scored them all alike).',
    termsLeftOut: 'Terms checked by nobody, left out: {{terms}}',
    segmentCount: 'Number of segments',
    suggested: '{{count}} (suggested)',
    segment: 'Segment {{n}}',
    segmentColumn: 'Segment',
    size: 'Consumers',
    productEffect: 'Product effect (p)',
    share: 'Between segments: {{percent}} % of the differences between consumers.',
    segmentsMinimum:
      'Each segment offered holds at least {{count}} consumers: 3, or a tenth of the panel when that is more.',
    noSegments: 'No segments: the consumers are too few, or too alike, to form segments of at least {{count}} each.',
    testMissingFew: 'No test: fewer than 2 consumers',
    testMissingVariation: 'No test: their liking leaves no residual variation',
    testMissing: 'No test: not enough data',
    dendrogram: 'Tree of the consumers: the dashed line cuts it into {{count}} segments.',
    likingBySegment: 'Mean liking of each product in each segment',
    downloadSegments: 'Raw answers with each consumer’s segment (long CSV)',
    profileLink: 'Profile publication for the external preference map',
    noProfile: 'None',
    model: 'Model',
    models: { vector: 'Vector', circular: 'Circular', quadratic: 'Quadratic' },
    preferenceChart:
      'Share of the {{consumers}} consumers whose predicted liking is above their own mean at each place of the product map ({{model}} model); the products are marked.',
    preferenceTable: 'Products on the profile’s map',
    chooseLiking: 'Choose the overall liking question above to see the preference maps and the consumer segments.',
    mapAlt: '{{title}}: dimension 1 across, dimension 2 up. The table below gives every point’s coordinates.',
    napping: 'Napping map: {{question}}',
    nappingHelp:
      'Multiple factor analysis of the judges’ sheets (each judge’s x and y a group, not scaled, as FactoMineR’s MFA): products placed close together were placed close by the judges.',
    sorting: 'Sorting map: {{question}}',
    sortingHelp:
      'Multiple correspondence analysis of the groups the judges made (each judge a categorical variable, as FactoMineR’s MCA): products close together were often put in the same group.',
    sheetsLeftOut_one: '{{count}} sheet left out (it does not hold every product).',
    sheetsLeftOut_other: '{{count}} sheets left out (they do not hold every product).',
    judgeSheet: 'A judge’s own sheet',
    noSheet: 'Choose a judge',
    sheetOf: '{{judge}}, repetition {{repetition}}',
    sheetAlt:
      'Sheet of {{judge}} ({{width}} × {{height}}): each product where the judge placed it. The table below gives the positions.',
    sheetTable: 'Positions on the sheet of {{judge}} (x from the left edge, y from the bottom)',
    coOccurrence_one: 'Co-occurrence (of {{count}} sheet): how many sheets put each two products in the same group',
    coOccurrence_other: 'Co-occurrence: how many of the {{count}} sheets put each two products in the same group',
    drivers: 'Drivers of liking',
    driversHelp:
      'Partial least squares (PLS) regression of the products’ mean liking on their mean scores in the linked profile, each attribute standardised. A bar to the right: more of the attribute goes with more liking; to the left, with less. A coefficient is in points of liking per point of the attribute’s scale.',
    driversFit_one:
      'With {{count}} component, the model explains {{percent}} % of the differences in mean liking between the products.',
    driversFit_other:
      'With {{count}} components, the model explains {{percent}} % of the differences in mean liking between the products.',
    driversExcluded: 'Attributes with the same mean for every product, left out: {{attributes}}',
    driversChart:
      'Each attribute’s PLS coefficient on liking, from the most positive, with its VIP (variable importance in projection) beside the bar. The table below gives the figures.',
    driversRule:
      'VIP ≥ 1 is the usual rule for an attribute that matters (darker bars): its importance is above the average of all the attributes.',
    driversCoefficient: 'Coefficient',
    driversVip: 'VIP',
    driversVipLabel: 'VIP {{vip}}',
    driversImportance: 'Importance',
    driversImportant: 'Important (VIP ≥ 1)',
    driversOther: 'VIP < 1',
  },
};
