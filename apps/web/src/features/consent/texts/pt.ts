export default {
  consent: {
    title: 'Antes de começar',
    intro: 'Leia este texto. Responderá ao questionário depois de o aceitar.',
    accept: 'Aceito',
    decline: 'Não aceito',
    declinedTitle: 'Obrigado',
    declinedText:
      'Recusou: não responderá a este questionário e nenhuma das suas respostas é registada. Se mudar de ideias, comece-o de novo a partir da lista.',
    back: 'Voltar à lista',
    nextPerson: 'Pessoa seguinte',
    failed: 'Não foi possível enviar. Tente novamente.',
  },
};
