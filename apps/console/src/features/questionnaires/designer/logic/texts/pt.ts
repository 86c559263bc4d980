import type { Translated } from '../../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  designerLogic: {
    page: 'Condições, ordem e espera',
    pageShowIf: 'Mostrar esta página só se…',
    pageEndIf: 'Terminar o questionário após esta página se…',
    endIfHelp:
      'Uma exclusão: quando isto se verifica após a página, o avaliador é agradecido e o seu percurso termina aí, contado como excluído.',
    controlShowIf: 'Mostrar só se…',
    controlShowIfOf: 'Mostrar só se… ({{id}})',
    controlShowIfHelp:
      'Os avaliadores veem esta pergunta só enquanto a condição se verifica; oculta, não precisa de ser respondida.',
    condition: 'Condição {{number}}',
    question: 'Pergunta',
    questionOption: '{{label}} ({{id}})',
    unavailable: 'Aqui não é uma pergunta anterior',
    comparison: 'Comparação',
    comparisons: {
      atLeast: 'é pelo menos',
      atMost: 'é no máximo',
      anyOf: 'é uma de',
      noneOf: 'não é nenhuma de',
      answered: 'tem resposta',
      notAnswered: 'não tem resposta',
    },
    value: 'Valor',
    point: '{{value}}: {{label}}',
    answers: 'Respostas',
    join: 'Combinar as condições',
    joinAll: 'Todas têm de se verificar',
    joinAny: 'Basta uma',
    addCondition: 'Adicionar uma condição',
    removeCondition: 'Remover a condição {{number}}',
    nested:
      'Esta condição põe grupos dentro de grupos, tal como escrita no seu ficheiro: {{condition}}. O designer mantém-na como está; altere-a no ficheiro, ou remova-a e construa outra aqui.',
    removeNested: 'Remover a condição',
    randomControls: 'Ordenar as suas perguntas ao acaso',
    randomChoices: 'Ordenar as respostas ao acaso',
    randomHelp: 'Equilibrado entre avaliadores: cada uma surge em cada lugar igualmente vezes.',
    orderPer: 'Uma nova ordem',
    orderPerJudge: 'para cada avaliador, a mesma em todas as suas amostras',
    orderPerSample: 'para cada amostra',
    keepInPlace: 'Manter {{id}} no seu lugar',
    keepChoiceInPlace: 'Manter “{{label}}” no seu lugar',
    minimumSeconds: 'Tempo mínimo nesta página (segundos, opcional)',
    minimumSecondsHelp:
      'Próxima espera, com uma contagem decrescente, até o avaliador ter estado esse tempo na página (um enxaguamento entre amostras, por exemplo).',
  },
} satisfies Translated<typeof en>;
