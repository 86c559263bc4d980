import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panelResults: {
    betaBinomial: 'Julgadores que responderam mais de uma vez: o modelo beta-binomial',
    judgesDiffer:
      'Os julgadores diferem em quão bem distinguem as amostras (sobredispersão: {{p}}). As respostas de um mesmo julgador não são independentes entre si, por isso o teste binomial acima, que trata cada resposta como independente, não é válido: leia antes o modelo beta-binomial, uma diferença com {{association}} e d′ = {{d}}.',
    judgesAlike:
      'Os julgadores não diferem além do acaso (sobredispersão: {{p}}), por isso o teste binomial acima, que junta todas as respostas, é válido e é o que se deve ler. O modelo beta-binomial concorda: uma diferença com {{association}} e d′ = {{d}}.',
    betaBinomialTable: 'Modelo beta-binomial (sensR betabin)',
    figure: 'Valor',
    estimate: 'Estimativa (erro padrão)',
    withError: '{{value}} ({{error}})',
    mu: 'Proporção de discriminadores μ (pd)',
    gamma: 'Sobredispersão γ (0: julgadores iguais)',
    pc: 'Proporção de acertos pc',
    dPrime: 'd′',
    pOverdispersion: 'p, sobredispersão (os julgadores diferem)',
    pAssociation: 'p, diferença entre as amostras',
    title: 'Painel',
    help: 'Como se saem os julgadores de um perfil com repetições, atributo por atributo: quem se afasta do consenso do painel (Tucker-1) e quem distingue os produtos e repete as próprias notas (p*MSE).',
    attribute: '{{attribute}} ({{page}})',
    tucker1: 'Julgadores no círculo de correlações (Tucker-1)',
    tucker1Help:
      'Cada seta é um julgador: as correlações das suas próprias médias por produto com o consenso do painel nas duas primeiras dimensões. Julgadores que concordam apontam na mesma direção, perto do círculo; um julgador que aponta para outro lado, ou perto do centro, avalia os produtos de outra forma que o painel.',
    tucker1Chart:
      'Círculo de correlações de {{attribute}}: a correlação de cada julgador com a dimensão 1 na horizontal e a dimensão 2 na vertical.',
    judge: 'Julgador',
    leftOut: 'Deixados de fora (um produto sem nota, ou a mesma média para todos os produtos): {{judges}}',
    pmse: 'Discriminação e repetibilidade de cada julgador (p*MSE)',
    pmseHelp:
      'Cada ponto é um julgador: na horizontal, o valor p da sua própria análise de variância dos produtos (à esquerda da linha tracejada em 0,05, distingue os produtos); na vertical, o seu quadrado médio do erro entre repetições (baixo: repete as próprias notas). Os melhores julgadores ficam no canto inferior esquerdo.',
    pmseChart:
      'Gráfico p*MSE de {{attribute}}: o valor p de discriminação de cada julgador na horizontal e o seu quadrado médio do erro na vertical, com a linha de 5 %.',
    pDiscrimination: 'p (discriminação)',
    mse: 'MSE (repetibilidade)',
  },
} satisfies Translated<typeof en>;
