import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  consumer: {
    pairwise: 'Produtos comparados dois a dois, termo a termo (teste exato de McNemar, Bonferroni)',
    pairwiseHelp:
      'Proporção de provadores que marcaram cada termo para cada produto. Numa linha, os produtos que compartilham uma letra não diferem a 5 %, após a correção de Bonferroni pelo número de pares.',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: 'Termo',
    meanImpact: 'Impacto médio de cada termo na aceitação',
    meanImpactHelp:
      'Aceitação média das amostras em que um provador marcou o termo, menos a das amostras em que não marcou (teste t de Student). Um impacto positivo aumenta a aceitação; um negativo a reduz.',
    meanImpactChart: 'Impacto médio de cada termo na aceitação; uma barra escura difere de 0 a 5 %, uma clara não.',
    checked: 'Aceitação, marcado (n)',
    notChecked: 'Aceitação, não marcado (n)',
    impact: 'Impacto',
    meanWithCount: '{{mean}} ({{n}})',
    needsLiking: 'Escolha acima a pergunta de aceitação global para ver o impacto de cada termo.',
    penaltyNote:
      'A linha tracejada marca 20 % dos provadores: um lado além dela afeta provadores suficientes para agir. A queda de um ponto cheio difere de 0 a 5 % (teste t de Student do grupo “ideal” contra esse lado); a de um ponto vazio, não.',
    dropTests: 'p das quedas (pouco / demais)',
  },
} satisfies Translated<typeof en>;
