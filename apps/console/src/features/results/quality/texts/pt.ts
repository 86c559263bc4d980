import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  quality: {
    dunnett: 'Cada produto face ao controlo cego {{control}} (Dunnett)',
    dunnettHelp:
      'A diferença entre a média de cada produto e a do controlo cego, ajustada para os provadores, com o valor p de Dunnett, ajustado para as comparações com o único controlo. Um valor p pequeno indica que o produto difere do controlo. A média do próprio controlo, avaliado face à sua cópia identificada, mostra o efeito placebo.',
    estimate: 'Diferença do controlo',
    se: 'Erro padrão',
    t: 't',
    shelfLife: 'Vida útil',
    shelfLifeHelp:
      'O tempo de rejeição de cada consumidor está entre o último tempo de armazenamento que consumiria e o primeiro que não consumiria. Modelos de sobrevivência de Weibull e lognormal ajustados a esses tempos (método de Hough) dão a proporção de consumidores que rejeitam o produto após cada tempo de armazenamento, e os tempos em que 25 % e 50 % deles o rejeitam.',
    consumers: 'Consumidores',
    inModels: 'Nos modelos',
    leftCensored: 'Rejeitaram a primeira amostra armazenada',
    intervalCensored: 'Rejeitaram entre dois tempos de armazenamento',
    rightCensored: 'Nunca rejeitaram',
    rejectedFresh: 'Rejeitaram o produto fresco (de fora)',
    nonMonotone: 'Voltaram a aceitar uma amostra posterior após uma rejeição',
    curve:
      'Proporção de consumidores que rejeitam o produto segundo o tempo de armazenamento em dias, pelos modelos de Weibull e lognormal; os pontos marcam os tempos em que 25 % e 50 % o rejeitam, com os seus intervalos de confiança de 95 %.',
    days: 'Tempo de armazenamento (dias)',
    rejecting: 'Consumidores que rejeitam (%)',
    model: 'Modelo',
    weibull: 'Weibull',
    lognormal: 'Lognormal',
    location: 'Localização (μ)',
    scale: 'Escala (σ)',
    logLik: 'Log-verosimilhança',
    rejectionTimes:
      'Tempo de armazenamento em que os consumidores rejeitam o produto, em dias (intervalo de confiança de 95 %)',
    share25: '25 % dos consumidores',
    share50: '50 % dos consumidores',
    fits: 'Os modelos de sobrevivência ajustados',
    timeWithInterval: '{{time}} ({{lower}} a {{upper}})',
  },
} satisfies Translated<typeof en>;
