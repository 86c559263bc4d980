import type { Translated } from '../../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  designerLogic: {
    page: 'Condiciones, orden y espera',
    pageShowIf: 'Mostrar esta página solo si…',
    pageEndIf: 'Terminar el cuestionario tras esta página si…',
    endIfHelp:
      'Una exclusión: cuando se cumple tras la página, se agradece al catador y su recorrido termina ahí, contado como excluido.',
    controlShowIf: 'Mostrar solo si…',
    controlShowIfOf: 'Mostrar solo si… ({{id}})',
    controlShowIfHelp:
      'Los catadores ven esta pregunta solo mientras se cumple la condición; oculta, no hace falta responderla.',
    condition: 'Condición {{number}}',
    question: 'Pregunta',
    questionOption: '{{label}} ({{id}})',
    unavailable: 'Aquí no es una pregunta anterior',
    comparison: 'Comparación',
    comparisons: {
      atLeast: 'es al menos',
      atMost: 'es como mucho',
      anyOf: 'es una de',
      noneOf: 'no es ninguna de',
      answered: 'tiene respuesta',
      notAnswered: 'no tiene respuesta',
    },
    value: 'Valor',
    point: '{{value}}: {{label}}',
    answers: 'Respuestas',
    join: 'Combinar las condiciones',
    joinAll: 'Deben cumplirse todas',
    joinAny: 'Basta con una',
    addCondition: 'Añadir una condición',
    removeCondition: 'Quitar la condición {{number}}',
    nested:
      'Esta condición anida grupos dentro de grupos, tal como está escrita en su archivo: {{condition}}. El diseñador la conserva tal cual; cámbiela en el archivo, o quítela y construya otra aquí.',
    removeNested: 'Quitar la condición',
    randomControls: 'Ordenar sus preguntas al azar',
    randomChoices: 'Ordenar las respuestas al azar',
    randomHelp: 'Equilibrado entre catadores: cada una ocupa cada lugar igual de a menudo.',
    orderPer: 'Un orden nuevo',
    orderPerJudge: 'para cada catador, el mismo en todas sus muestras',
    orderPerSample: 'para cada muestra',
    keepInPlace: 'Mantener {{id}} en su lugar',
    keepChoiceInPlace: 'Mantener «{{label}}» en su lugar',
    minimumSeconds: 'Tiempo mínimo en esta página (segundos, opcional)',
    minimumSecondsHelp:
      'Siguiente espera, con una cuenta atrás, hasta que el catador haya estado ese tiempo en la página (un enjuague entre muestras, por ejemplo).',
  },
} satisfies Translated<typeof en>;
