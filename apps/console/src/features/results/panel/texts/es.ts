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
  },
} satisfies Translated<typeof en>;
