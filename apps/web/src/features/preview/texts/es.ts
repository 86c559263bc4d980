import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  preview: {
    nav: 'Simulación',
    listTitle: 'Simular un cuestionario',
    listIntro:
      'Responda a un cuestionario como lo vería uno de sus jueces: las mismas pantallas, códigos de muestra y orden. Las simulaciones no cuentan como ningún juez y no aparecen en ningún resultado.',
    notLeader: 'Solo los responsables del panel pueden hacer simulaciones.',
    logIn: 'Iniciar sesión',
    empty: 'Todavía no hay ningún cuestionario publicado.',
    simulate: 'Simular',
    simulations_one: '{{count}} simulación hasta ahora',
    simulations_other: '{{count}} simulaciones hasta ahora',
    expired: 'Caducado',
    title: 'Simulación',
    judge: 'Juez que simular',
    judgeHelp:
      'Cada juez recibe su propio orden y sus propios códigos. Los jueces 1 a {{count}} cubren todos los órdenes del diseño.',
    judgeInvalid: 'Indique un número de juez igual o superior a 1.',
    mandatoryAnswers: 'Respuestas obligatorias',
    mandatoryAnswersHelp: 'Hay que responder a cada pregunta para continuar, como los jueces.',
    screenshots: 'Capturas de pantalla',
    definitionWaiting: 'Esperando el cuestionario que envía la consola…',
    definitionEmpty: 'Este cuestionario todavía no tiene pantallas.',
    screenshotsInHost: 'La aplicación de cabina guarda una imagen de cada pantalla en su carpeta de capturas.',
    screenshotsHelp: 'Las capturas de pantalla las hace la aplicación de escritorio; un navegador no puede hacerlas.',
    start: 'Iniciar la simulación',
    saveFailedTitle: 'No se pudo guardar la simulación anterior',
    saveFailedText:
      'No se pudo conservar su simulación sin terminar de este cuestionario. Puede volver a intentarlo o iniciar la nueva sin conservarla.',
    continueWithoutSaving: 'Continuar sin guardar',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    banner: 'Simulación como juez {{judge}}: estas respuestas no se cuentan.',
    bannerOptional: 'Simulación como juez {{judge}}, respuestas opcionales: estas respuestas no se cuentan.',
    endTitle: 'Simulación terminada',
    endText: 'Los jueces ven aquí un agradecimiento. Sus respuestas se guardan aparte de los resultados del panel.',
    again: 'Simular de nuevo',
    backHome: 'Volver al inicio',
  },
} satisfies Translated<typeof en>;
