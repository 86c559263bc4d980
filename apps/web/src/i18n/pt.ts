import type { Translation } from './en.ts';

export const pt: Translation = {
  app: {
    name: 'Palate',
    loading: 'Carregando…',
  },
  home: {
    welcomeTitle: 'Boas-vindas',
    welcomeText: 'Prove as amostras servidas e responda a algumas perguntas sobre cada uma delas.',
    answerAnonymously: 'Responder aos questionários sem identificação',
    title: 'Seus questionários',
    refresh: 'Atualizar',
    empty: 'No momento, não há nenhum questionário para você responder.',
    progress: 'Telas respondidas: {{nr}} de {{nb}}',
    start: 'Começar',
    continue: 'Continuar',
    startLabel: 'Começar “{{label}}”',
    continueLabel: 'Continuar “{{label}}”',
    status: {
      pending: 'Não iniciado',
      inProgress: 'Em andamento',
      finished: 'Concluído',
      expired: 'Expirado',
      full: 'Lotado',
    },
  },
  session: {
    progress: 'Tela {{current}} de {{count}}',
    sample: 'Amostra {{code}}',
    previous: 'Anterior',
    next: 'Próxima',
    finish: 'Concluir',
    lineNotAnswered:
      'Ainda sem resposta. Toque na linha no ponto que corresponde à sua resposta ou use as teclas de seta.',
    endTitle: 'Obrigado!',
    endText: 'Suas respostas foram salvas. Obrigado pela participação.',
    backToList: 'Voltar aos questionários',
  },
  validation: {
    required: 'Responda a esta pergunta.',
    number: 'Informe um número.',
    range: 'Informe um valor entre {{min}} e {{max}}.',
    step: 'Escolha um dos pontos da escala.',
    unknownControl: 'Uma resposta não pertence a esta tela. Recarregue a página.',
    duplicate: 'Esta pergunta foi respondida duas vezes. Responda-a novamente.',
  },
  error: {
    title: 'Ops...',
    code: 'Erro {{code}}',
    retry: 'Tentar novamente',
    backHome: 'Voltar ao início',
    backHomeRefresh: 'Voltar ao início e atualizar',
    details: 'Detalhes: {{details}}',
  },
};
