export default {
  consent: {
    title: 'Antes de empezar',
    intro: 'Lea este texto. Responderá al cuestionario una vez que lo haya aceptado.',
    accept: 'Acepto',
    decline: 'No acepto',
    declinedTitle: 'Gracias',
    declinedText:
      'Ha rechazado: no responderá a este cuestionario y no se registra ninguna de sus respuestas. Si cambia de opinión, vuelva a empezarlo desde la lista.',
    back: 'Volver a la lista',
    nextPerson: 'Siguiente persona',
    failed: 'No se pudo enviar. Inténtelo de nuevo.',
  },
};
