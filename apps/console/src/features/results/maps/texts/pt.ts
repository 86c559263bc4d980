import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  maps: {
    title: 'Mapas',
    help: 'Como os produtos se situam uns em relação aos outros, e quem gosta de quê. Cada mapa tem os seus números numa tabela abaixo.',
    pca: 'Mapa dos produtos: {{page}}',
    pcaHelp:
      'Análise de componentes principais das notas médias dos produtos, cada atributo padronizado. Produtos próximos foram descritos de forma parecida; uma seta aponta para onde o seu atributo cresce.',
    ca: 'Mapa dos termos: {{question}}',
    caHelp:
      'Análise de correspondências de quantas vezes cada termo foi marcado para cada produto: um termo fica perto dos produtos para os quais foi mais marcado.',
    internalPreference: 'Mapa de preferência interno: {{question}}',
    internalHelp:
      'Análise de componentes principais dos produtos com a aceitação de cada consumidor como variável: cada linha curta aponta para onde a aceitação desse consumidor cresce.',
    clusters: 'Segmentos de consumidores: {{question}}',
    clustersHelp:
      'Consumidores agrupados pela forma como ordenam os produtos: classificação de Ward da sua aceitação, as notas de cada consumidor centradas na sua própria média.',
    externalPreference: 'Mapa de preferência externo: {{question}}',
    externalHelp:
      'A aceitação de cada consumidor modelada sobre o mapa de produtos do perfil ligado; a cor indica a proporção de consumidores que gostariam de um produto nesse lugar mais do que a sua média.',
    mfa: 'Análise fatorial múltipla',
    mfaHelp:
      'Um mapa dos produtos a partir de vários grupos de variáveis, cada grupo ponderado para que nenhum domine: {{groups}}.',
    dimension: 'Dimensão {{n}} ({{percent}} %)',
    eigenvalues: 'Valores próprios',
    dimensionColumn: 'Dimensão',
    eigenvalue: 'Valor próprio',
    inertia: '% de inércia',
    coordinates: 'Coordenadas nas duas primeiras dimensões',
    name: 'Nome',
    first: 'Dim. 1',
    second: 'Dim. 2',
    showEllipses: 'Mostrar as elipses de confiança (95 %)',
    ellipsesNote:
      'Elipses a partir de {{resamplings}} reamostragens dos provadores: produtos cujas elipses se sobrepõem podem não diferir.',
    attribute: 'Atributo',
    term: 'Termo',
    consumer: 'Consumidor',
    product: 'Produto',
    word: 'Palavra (suplementar)',
    leftOut_one: '{{count}} consumidor deixado de fora (não avaliou todos os produtos, ou avaliou-os todos igual).',
    leftOut_other:
      '{{count}} consumidores deixados de fora (não avaliaram todos os produtos, ou avaliaram-nos todos igual).',
    termsLeftOut: 'Termos que ninguém marcou, deixados de fora: {{terms}}',
    segmentCount: 'Número de segmentos',
    suggested: '{{count}} (sugerido)',
    segment: 'Segmento {{n}}',
    segmentColumn: 'Segmento',
    size: 'Consumidores',
    productEffect: 'Efeito do produto (p)',
    share: 'Entre segmentos: {{percent}} % das diferenças entre consumidores.',
    segmentsMinimum:
      'Cada segmento proposto reúne pelo menos {{count}} consumidores: 3, ou um décimo do painel se for mais.',
    noSegments:
      'Sem segmentos: os consumidores são poucos demais, ou parecidos demais, para formar segmentos de pelo menos {{count}} cada.',
    testMissingFew: 'Sem teste: menos de 2 consumidores',
    testMissingVariation: 'Sem teste: a aceitação não deixa variação residual',
    testMissing: 'Sem teste: dados insuficientes',
    dendrogram: 'Árvore dos consumidores: a linha tracejada corta-a em {{count}} segmentos.',
    likingBySegment: 'Aceitação média de cada produto em cada segmento',
    downloadSegments: 'Respostas brutas com o segmento de cada consumidor (CSV longo)',
    profileLink: 'Publicação de perfil para o mapa de preferência externo',
    noProfile: 'Nenhuma',
    model: 'Modelo',
    models: { vector: 'Vetorial', circular: 'Circular', quadratic: 'Quadrático' },
    preferenceChart:
      'Proporção dos {{consumers}} consumidores cuja aceitação prevista fica acima da sua própria média em cada lugar do mapa de produtos (modelo {{model}}); os produtos estão marcados.',
    preferenceTable: 'Produtos no mapa do perfil',
    chooseLiking:
      'Escolha acima a pergunta de aceitação global para ver os mapas de preferência e os segmentos de consumidores.',
    mapAlt:
      '{{title}}: dimensão 1 na horizontal, dimensão 2 na vertical. A tabela abaixo dá as coordenadas de cada ponto.',
    napping: 'Mapa de napping: {{question}}',
    nappingHelp:
      'Análise fatorial múltipla das folhas dos provadores (x e y de cada provador são um grupo, sem escala, como a MFA do FactoMineR): produtos próximos foram colocados perto pelos provadores.',
    sorting: 'Mapa de classificação: {{question}}',
    sortingHelp:
      'Análise de correspondências múltiplas dos grupos dos provadores (cada provador uma variável categórica, como a MCA do FactoMineR): produtos próximos foram muitas vezes postos no mesmo grupo.',
    sheetsLeftOut_one: '{{count}} folha deixada de fora (não contém todos os produtos).',
    sheetsLeftOut_other: '{{count}} folhas deixadas de fora (não contêm todos os produtos).',
    judgeSheet: 'A folha de um provador',
    noSheet: 'Escolher um provador',
    sheetOf: '{{judge}}, repetição {{repetition}}',
    sheetAlt:
      'Folha de {{judge}} ({{width}} × {{height}}): cada produto onde o provador o colocou. A tabela abaixo dá as posições.',
    sheetTable: 'Posições na folha de {{judge}} (x a partir da borda esquerda, y a partir de baixo)',
    coOccurrence_one: 'Coocorrência (de {{count}} folha): quantas folhas puseram cada par de produtos no mesmo grupo',
    coOccurrence_other: 'Coocorrência: quantas das {{count}} folhas puseram cada par de produtos no mesmo grupo',
    drivers: 'Impulsionadores da aceitação',
    driversHelp:
      'Regressão PLS (mínimos quadrados parciais) da aceitação média dos produtos sobre as suas notas médias no perfil ligado, cada atributo padronizado. Uma barra para a direita: mais do atributo acompanha mais aceitação; para a esquerda, menos. Um coeficiente está em pontos de aceitação por ponto da escala do atributo.',
    driversFit_one:
      'Com {{count}} componente, o modelo explica {{percent}} % das diferenças de aceitação média entre os produtos.',
    driversFit_other:
      'Com {{count}} componentes, o modelo explica {{percent}} % das diferenças de aceitação média entre os produtos.',
    driversExcluded: 'Atributos com a mesma média para todos os produtos, deixados de fora: {{attributes}}',
    driversChart:
      'Coeficiente PLS de cada atributo sobre a aceitação, do mais positivo ao mais negativo, com o seu VIP (importância da variável na projeção) ao lado da barra. A tabela abaixo dá os números.',
    driversRule:
      'VIP ≥ 1 é a regra habitual para um atributo que conta (barras escuras): a sua importância está acima da média de todos os atributos.',
    driversCoefficient: 'Coeficiente',
    driversVip: 'VIP',
    driversVipLabel: 'VIP {{vip}}',
    driversImportance: 'Importância',
    driversImportant: 'Importante (VIP ≥ 1)',
    driversOther: 'VIP < 1',
  },
} satisfies Translated<typeof en>;
