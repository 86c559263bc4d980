import type { Translation } from './en.ts';

export const es: Translation = {
  app: {
    name: 'Palate',
    loading: 'Cargando…',
  },
  home: {
    welcomeTitle: 'Le damos la bienvenida',
    welcomeText: 'Pruebe las muestras que le sirvan y responda a unas preguntas sobre cada una.',
    answerAnonymously: 'Responder a los cuestionarios sin identificarse',
    title: 'Sus cuestionarios',
    refresh: 'Actualizar',
    empty: 'Por ahora no tiene ningún cuestionario por responder.',
    progress: 'Pantallas respondidas: {{nr}} de {{nb}}',
    start: 'Empezar',
    continue: 'Continuar',
    startLabel: 'Empezar «{{label}}»',
    continueLabel: 'Continuar «{{label}}»',
    status: {
      pending: 'Sin empezar',
      inProgress: 'En curso',
      finished: 'Terminado',
      expired: 'Caducado',
      full: 'Completo',
    },
  },
  session: {
    progress: 'Pantalla {{current}} de {{count}}',
    sample: 'Muestra {{code}}',
    previous: 'Anterior',
    next: 'Siguiente',
    finish: 'Terminar',
    lineNotAnswered:
      'Aún sin responder. Toque la línea en el punto que corresponda a su respuesta, o use las teclas de flecha.',
    endTitle: '¡Gracias!',
    endText: 'Sus respuestas se han guardado. Gracias por participar.',
    backToList: 'Volver a los cuestionarios',
  },
  validation: {
    required: 'Por favor, responda a esta pregunta.',
    number: 'Por favor, indique un número.',
    range: 'Por favor, indique un valor entre {{min}} y {{max}}.',
    step: 'Por favor, elija uno de los puntos de la escala.',
    unknownControl: 'Una respuesta no corresponde a esta pantalla. Por favor, vuelva a cargar la página.',
    duplicate: 'Esta pregunta tiene dos respuestas. Por favor, respóndala de nuevo.',
  },
  error: {
    title: 'Ups...',
    code: 'Error {{code}}',
    retry: 'Reintentar',
    backHome: 'Volver al inicio',
    backHomeRefresh: 'Volver al inicio y actualizar',
    details: 'Detalles: {{details}}',
  },
};
