import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  preview: {
    nav: 'Simulação',
    listTitle: 'Simular um questionário',
    listIntro:
      'Responda a um questionário como um dos seus provadores o veria: os mesmos ecrãs, códigos de amostra e ordem. As simulações não contam como nenhum provador e não aparecem em nenhum resultado.',
    notLeader: 'Só os responsáveis do painel podem fazer simulações.',
    logIn: 'Iniciar sessão',
    empty: 'Ainda não há nenhum questionário publicado.',
    simulate: 'Simular',
    simulations_one: '{{count}} simulação até agora',
    simulations_other: '{{count}} simulações até agora',
    expired: 'Expirado',
    title: 'Simulação',
    judge: 'Provador a simular',
    judgeHelp:
      'Cada provador recebe a sua própria ordem e os seus próprios códigos. Os provadores 1 a {{count}} cobrem todas as ordens do plano.',
    judgeInvalid: 'Indique um número de provador igual ou superior a 1.',
    mandatoryAnswers: 'Respostas obrigatórias',
    mandatoryAnswersHelp: 'É preciso responder a cada pergunta para continuar, como os provadores.',
    screenshots: 'Capturas de ecrã',
    definitionWaiting: 'Aguardando o questionário enviado pelo console…',
    definitionEmpty: 'Este questionário ainda não tem telas.',
    screenshotsInHost: 'O aplicativo da cabine salva uma imagem de cada tela na sua pasta de capturas.',
    screenshotsHelp:
      'As capturas de ecrã são feitas pela aplicação de ambiente de trabalho; um navegador não as pode fazer.',
    start: 'Iniciar a simulação',
    saveFailedTitle: 'Não foi possível guardar a simulação anterior',
    saveFailedText:
      'Não foi possível conservar a sua simulação inacabada deste questionário. Pode tentar de novo ou iniciar a nova sem a conservar.',
    continueWithoutSaving: 'Continuar sem guardar',
    retry: 'Tentar de novo',
    cancel: 'Cancelar',
    banner: 'Simulação como provador {{judge}}: estas respostas não são contadas.',
    bannerOptional: 'Simulação como provador {{judge}}, respostas opcionais: estas respostas não são contadas.',
    endTitle: 'Simulação terminada',
    endText: 'Os provadores veem aqui um agradecimento. As suas respostas ficam à parte dos resultados do painel.',
    again: 'Simular de novo',
    backHome: 'Voltar ao início',
  },
} satisfies Translated<typeof en>;
