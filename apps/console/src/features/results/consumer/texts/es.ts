import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  consumer: {
    pairwise: 'Productos comparados de dos en dos, término por término (prueba exacta de McNemar, Bonferroni)',
    pairwiseHelp:
      'Proporción de jueces que marcaron cada término para cada producto. En una fila, los productos que comparten una letra no difieren al 5 %, tras la corrección de Bonferroni por el número de pares.',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: 'Término',
    meanImpact: 'Impacto medio de cada término en el agrado',
    meanImpactHelp:
      'Agrado medio de las muestras en las que un juez marcó el término, menos el de las muestras en las que no lo marcó (prueba t de Student). Un impacto positivo suma agrado; uno negativo lo resta.',
    meanImpactChart: 'Impacto medio de cada término en el agrado; una barra oscura difiere de 0 al 5 %, una pálida no.',
    checked: 'Agrado, marcado (n)',
    notChecked: 'Agrado, no marcado (n)',
    impact: 'Impacto',
    meanWithCount: '{{mean}} ({{n}})',
    needsLiking: 'Elija arriba la pregunta de agrado global para ver el impacto de cada término.',
    penaltyNote:
      'La línea discontinua marca el 20 % de los jueces: un lado más allá afecta a suficientes jueces como para actuar. La caída de un punto relleno difiere de 0 al 5 % (prueba t de Student del grupo «justo como debe ser» frente a ese lado); la de un punto hueco, no.',
    dropTests: 'p de las caídas (poco / demasiado)',
  },
} satisfies Translated<typeof en>;
