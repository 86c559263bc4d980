import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  quality: {
    dunnett: 'Cada producto frente al control ciego {{control}} (Dunnett)',
    dunnettHelp:
      'La diferencia entre la media de cada producto y la del control ciego, ajustada por los jueces, con el valor p de Dunnett, ajustado por las comparaciones con el único control. Un valor p pequeño indica que el producto difiere del control. La media del propio control, evaluado frente a su copia identificada, muestra el efecto placebo.',
    estimate: 'Diferencia con el control',
    se: 'Error estándar',
    t: 't',
    shelfLife: 'Vida útil',
    shelfLifeHelp:
      'El tiempo de rechazo de cada consumidor está entre el último tiempo de almacenamiento que consumiría y el primero que no consumiría. Los modelos de supervivencia de Weibull y lognormal ajustados a esos tiempos (método de Hough) dan la proporción de consumidores que rechazan el producto tras cada tiempo de almacenamiento, y los tiempos en que lo rechazan el 25 % y el 50 % de ellos.',
    consumers: 'Consumidores',
    inModels: 'En los modelos',
    leftCensored: 'Rechazaron la primera muestra almacenada',
    intervalCensored: 'Rechazaron entre dos tiempos de almacenamiento',
    rightCensored: 'Nunca rechazaron',
    rejectedFresh: 'Rechazaron el producto fresco (fuera)',
    nonMonotone: 'Volvieron a aceptar una muestra posterior tras un rechazo',
    curve:
      'Proporción de consumidores que rechazan el producto según el tiempo de almacenamiento en días, por los modelos de Weibull y lognormal; los puntos marcan los tiempos en que lo rechazan el 25 % y el 50 %, con sus intervalos de confianza del 95 %.',
    days: 'Tiempo de almacenamiento (días)',
    rejecting: 'Consumidores que rechazan (%)',
    model: 'Modelo',
    weibull: 'Weibull',
    lognormal: 'Lognormal',
    location: 'Posición (μ)',
    scale: 'Escala (σ)',
    logLik: 'Log-verosimilitud',
    rejectionTimes:
      'Tiempo de almacenamiento en que los consumidores rechazan el producto, en días (intervalo de confianza del 95 %)',
    share25: '25 % de los consumidores',
    share50: '50 % de los consumidores',
    fits: 'Los modelos de supervivencia ajustados',
    timeWithInterval: '{{time}} ({{lower}} a {{upper}})',
  },
} satisfies Translated<typeof en>;
