import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: 'Jueces que respondieron más de una vez: el modelo beta-binomial',
    judgesDiffer:
      'Los jueces difieren en lo bien que distinguen las muestras (sobredispersión: {{p}}). Las respuestas de un mismo juez no son independientes entre sí, así que la prueba binomial de arriba, que trata cada respuesta como independiente, no es válida: lea en su lugar el modelo beta-binomial, una diferencia con {{association}} y d′ = {{d}}.',
    judgesAlike:
      'Los jueces no difieren más allá del azar (sobredispersión: {{p}}), así que la prueba binomial de arriba, que agrupa todas las respuestas, es válida y es la que hay que leer. El modelo beta-binomial coincide: una diferencia con {{association}} y d′ = {{d}}.',
    betaBinomialTable: 'Modelo beta-binomial (sensR betabin)',
    figure: 'Cifra',
    estimate: 'Estimación (error típico)',
    withError: '{{value}} ({{error}})',
    mu: 'Proporción de discriminadores μ (pd)',
    gamma: 'Sobredispersión γ (0: jueces iguales)',
    pc: 'Proporción de aciertos pc',
    dPrime: 'd′',
    pOverdispersion: 'p, sobredispersión (los jueces difieren)',
    pAssociation: 'p, diferencia entre las muestras',
    title: 'Panel',
    help: 'Cómo rinden los jueces de un perfil con repeticiones, atributo por atributo: quién se aparta del consenso del panel (Tucker-1) y quién distingue los productos y repite sus propias puntuaciones (p*MSE).',
    attribute: '{{attribute}} ({{page}})',
    tucker1: 'Jueces en el círculo de correlaciones (Tucker-1)',
    tucker1Help:
      'Cada flecha es un juez: las correlaciones de sus propias medias por producto con el consenso del panel en las dos primeras dimensiones. Los jueces que concuerdan apuntan en la misma dirección, cerca del círculo; un juez que apunta a otro lado, o cerca del centro, puntúa los productos de otra manera que el panel.',
    tucker1Chart:
      'Círculo de correlaciones de {{attribute}}: la correlación de cada juez con la dimensión 1 en horizontal y la dimensión 2 en vertical.',
    judge: 'Juez',
    leftOut: 'Excluidos (un producto sin puntuar, o la misma media para todos los productos): {{judges}}',
    pmse: 'Discriminación y repetibilidad de cada juez (p*MSE)',
    pmseHelp:
      'Cada punto es un juez: en horizontal, el valor p de su propio análisis de varianza de los productos (a la izquierda de la línea discontinua en 0,05, distingue los productos); en vertical, su cuadrado medio del error entre repeticiones (bajo: repite sus propias puntuaciones). Los mejores jueces quedan abajo a la izquierda.',
    pmseChart:
      'Gráfico p*MSE de {{attribute}}: el valor p de discriminación de cada juez en horizontal y su cuadrado medio del error en vertical, con la línea del 5 %.',
    pDiscrimination: 'p (discriminación)',
    mse: 'MSE (repetibilidad)',
    summary: 'Resumen del panel',
    summaryHelp:
      'Cada juez con los atributos en los que falla, primero los jueces que fallan en más atributos: discriminación (su propio valor p de los productos igual o superior a 0,05), repetibilidad (su error cuadrático medio mayor que el de los demás jueces según la prueba F al 5 %), acuerdo (su correlación con el consenso del panel, la primera dimensión de Tucker-1, inferior a 0,5) y escala (su coeficiente de escala β del modelo mixto de jueces distinto de 1 al 5 %: comprime o estira la escala).',
    failingCount: 'Atributos fallidos',
    failingWhere: 'Dónde y por qué',
    failure: '{{attribute}}: {{reasons}}',
    reasonSeparator: ', ',
    failureSeparator: '; ',
    noFailure: 'Ninguno',
    failDiscrimination: 'discriminación',
    failRepeatability: 'repetibilidad',
    failAgreement: 'acuerdo',
    failScaling: 'escala',
    fPlot: 'Discriminación de cada juez (F)',
    fHelp:
      'Cada barra es la F de un juez en su propio análisis de varianza de los productos: cuanto más alta, mejor distingue los productos. Una barra por encima de la línea discontinua (la F crítica al 5 %) los distingue significativamente.',
    fChart: 'Gráfico F de {{attribute}}: la F de cada juez como barra, con la F crítica al 5 % discontinua.',
    f: 'F',
    fCritical: 'F crítica (5 %)',
    df: 'Grados de libertad',
    dfPair: '{{df}}; {{residualDf}}',
    msePlot: 'Repetibilidad de cada juez (MSE)',
    mseHelp:
      'Cada barra es el error cuadrático medio de un juez entre las repeticiones de un mismo producto: cuanto más bajo, mejor repite sus propias puntuaciones.',
    mseChart: 'Gráfico MSE de {{attribute}}: el error cuadrático medio de cada juez como barra.',
    residualDf: 'Grados de libertad del error',
    eggshell: 'Ordenaciones de los jueces frente al consenso (gráfico de cáscara de huevo)',
    eggshellHelp:
      'Los productos en horizontal en el orden de consenso del panel (primera dimensión de Tucker-1); cada línea son los rangos acumulados de un juez menos los del consenso. Un juez que ordena los productos como el panel se queda en la línea 0; cuanto más sube una línea, más se aleja su orden del del panel.',
    eggshellChart:
      'Gráfico de cáscara de huevo de {{attribute}}: los productos en el orden de consenso en horizontal, la diferencia de rangos acumulados de cada juez en vertical.',
    consensusOrder: 'Orden de consenso',
    eggshellAxis: 'Diferencia de rangos acumulados',
    manhattan: 'Los atributos de cada juez en sus propias dimensiones (gráficos de Manhattan, {{page}})',
    manhattanHelp:
      'Una cuadrícula por juez, a partir de un análisis de componentes principales de sus propias medias por producto: una columna por atributo, una fila por dimensión, y en cada celda la parte de la varianza del atributo que explican las dimensiones hasta su fila, clara en 0 y oscura en 1. Un atributo oscuro desde la primera fila sigue la forma principal en que el juez distinguió los productos; uno que sigue claro hasta las últimas filas lo puntúa aparte de los demás. Compare las cuadrículas de los jueces: la que difiere de las demás indica un juez que usa los atributos de otro modo. Una columna rayada es un atributo que el juez puntuó igual para todos los productos.',
    manhattanChart:
      'Gráficos de Manhattan de {{page}}: para cada juez, los atributos en columnas y las dimensiones en filas, cada celda sombreada según la parte acumulada de la varianza del atributo explicada.',
    componentShort: 'Dim.',
    manhattanCell: '{{judge}}, {{attribute}}, dimensiones 1 a {{component}}: {{share}}',
    manhattanNotVaried: '{{judge}}, {{attribute}}: la misma media para todos los productos',
    manhattanTable: 'Parte acumulada de la varianza de cada atributo explicada, por juez',
    components: 'Dimensiones',
    componentsUpTo: '1 a {{component}}',
    scaleUse: 'Uso de la escala de cada juez (modelo mixto de jueces, MAM)',
    scaleUseHelp:
      'Cada barra es el coeficiente de escala β de un juez: cuánto se dispersan sus propias medias de los productos en comparación con las del panel (la pendiente de sus medias sobre las del panel). En 1, el juez usa la escala como el panel; por debajo de 1 la comprime (diferencias menores entre los productos), por encima de 1 la estira (diferencias mayores); por debajo de 0 la invierte. Las barras en color difieren significativamente de 1 (5 %). La prueba de los productos de abajo está corregida por estas diferencias en el uso de la escala (Brockhoff, Schlich y Skovgaard, 2015).',
    scaleUseChart:
      'Coeficientes de escala de {{attribute}}: el β de cada juez como una barra desde 1, hacia abajo para un juez que comprime la escala, hacia arriba para uno que la estira.',
    beta: 'Coeficiente de escala β',
    compressing: 'Comprimen la escala: {{judges}}.',
    stretching: 'Estiran la escala: {{judges}}.',
    reversing: 'Invierten la escala (ordenan los productos al revés): {{judges}}.',
    noScalingDifference: 'Ningún juez usa la escala de forma significativamente distinta del panel.',
    correctedProduct:
      'Productos, corregidos por el uso de la escala: F = {{F}}, {{p}} (con {{df}} y {{errorDf}} grados de libertad).',
    p: 'p',
    scaleReading: 'Uso de la escala',
    compresses: 'comprime',
    stretches: 'estira',
    reverses: 'invierte',
    asPanel: 'como el panel',
    mamTable: 'Análisis de varianza del modelo mixto de jueces',
    source: 'Fuente',
    meanSq: 'Cuadrado medio',
    sourceJudge: 'Jueces (frente a la interacción)',
    sourceProduct: 'Productos, corregidos por el uso de la escala (frente al desacuerdo)',
    sourceScaling: 'Diferencias de escala (frente al desacuerdo)',
    sourceDisagreement: 'Desacuerdo (frente al error)',
    sourceError: 'Error',
  },
} satisfies Translated<typeof en>;
