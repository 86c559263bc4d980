import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  training: {
    link: 'Alvos de treino: {{name}}',
    back: 'Voltar às publicações',
    title: 'Alvos de treino: {{name}}',
    help: 'Depois de cada amostra de uma sessão de treino, os provadores veem a sua pontuação em cada atributo ao lado do intervalo-alvo: um valor e uma tolerância para cada lado. Deixe ambos vazios para não dar alvo.',
    notTraining:
      'Os alvos aplicam-se apenas a sessões de treino, e esta publicação é um estudo. Marque-a como treino na lista de publicações para lhe dar alvos.',
    noAttributes: 'Este questionário não tem nenhuma escala no ecrã de uma amostra: não há nada a que dar um alvo.',
    tableTitle: 'Alvos por produto e atributo',
    product: 'Produto',
    scale: 'Escala de {{min}} a {{max}}',
    value: 'Valor',
    tolerance: '± Tolerância',
    valueOf: '{{attribute}}, {{product}}: valor-alvo',
    toleranceOf: '{{attribute}}, {{product}}: tolerância para cada lado',
    panelTitle: 'Onde não há alvo definido',
    usePanel: 'Usar a média do painel ± k desvios-padrão onde não há alvo definido',
    panelHelp:
      'Calculada para cada provador a partir das respostas dos outros provadores a esta publicação (a média de cada provador nas suas repetições), assim que tiverem respondido provadores suficientes. Um alvo definido na tabela prevalece sempre.',
    k: 'k (desvios-padrão para cada lado)',
    minJudges: 'Outros provadores necessários primeiro',
    save: 'Guardar os alvos',
    saved: 'Os alvos estão guardados.',
    problemsTitle: 'Os alvos ainda não podem ser guardados:',
    valueMissing: '{{attribute}}, {{product}}: indique o valor-alvo ou limpe a tolerância.',
    toleranceMissing: '{{attribute}}, {{product}}: indique a tolerância (0 ou mais) ou limpe o valor.',
    outsideScale: '{{attribute}}, {{product}}: o valor tem de estar entre {{min}} e {{max}}.',
    negativeTolerance: '{{attribute}}, {{product}}: a tolerância não pode ser inferior a 0.',
    kOutOfRange: 'k tem de estar entre {{min}} e {{max}}.',
    minJudgesOutOfRange:
      'O número de outros provadores necessários tem de ser um número inteiro entre {{min}} e {{max}}.',
  },
} satisfies Translated<typeof en>;
