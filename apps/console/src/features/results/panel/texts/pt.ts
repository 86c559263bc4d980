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
    summary: 'Resumo do painel',
    summaryHelp:
      'Cada julgador com os atributos em que falha, primeiro os julgadores que falham em mais atributos: discriminação (o seu próprio valor p dos produtos igual ou superior a 0,05), repetibilidade (o seu erro quadrático médio maior que o dos outros julgadores pelo teste F a 5 %), concordância (a sua correlação com o consenso do painel, a primeira dimensão do Tucker-1, abaixo de 0,5) e escala (o seu coeficiente de escala β do modelo misto de julgadores diferente de 1 a 5 %: comprime ou estica a escala).',
    failingCount: 'Atributos com falha',
    failingWhere: 'Onde e porquê',
    failure: '{{attribute}}: {{reasons}}',
    reasonSeparator: ', ',
    failureSeparator: '; ',
    noFailure: 'Nenhum',
    failDiscrimination: 'discriminação',
    failRepeatability: 'repetibilidade',
    failAgreement: 'concordância',
    failScaling: 'escala',
    fPlot: 'Discriminação de cada julgador (F)',
    fHelp:
      'Cada barra é o F de um julgador na sua própria análise de variância dos produtos: quanto mais alto, melhor distingue os produtos. Uma barra acima da linha tracejada (o F crítico a 5 %) distingue-os significativamente.',
    fChart: 'Gráfico F de {{attribute}}: o F de cada julgador como barra, com o F crítico a 5 % tracejado.',
    f: 'F',
    fCritical: 'F crítico (5 %)',
    df: 'Graus de liberdade',
    dfPair: '{{df}}; {{residualDf}}',
    msePlot: 'Repetibilidade de cada julgador (MSE)',
    mseHelp:
      'Cada barra é o erro quadrático médio de um julgador entre as repetições do mesmo produto: quanto mais baixo, melhor repete as suas próprias notas.',
    mseChart: 'Gráfico MSE de {{attribute}}: o erro quadrático médio de cada julgador como barra.',
    residualDf: 'Graus de liberdade do erro',
    eggshell: 'Ordenações dos julgadores face ao consenso (gráfico de casca de ovo)',
    eggshellHelp:
      'Os produtos na horizontal pela ordem de consenso do painel (primeira dimensão do Tucker-1); cada linha são as ordens acumuladas de um julgador menos as do consenso. Um julgador que ordena os produtos como o painel fica na linha 0; quanto mais sobe uma linha, mais a sua ordem se afasta da do painel.',
    eggshellChart:
      'Gráfico de casca de ovo de {{attribute}}: os produtos pela ordem de consenso na horizontal, a diferença de ordens acumuladas de cada julgador na vertical.',
    consensusOrder: 'Ordem de consenso',
    eggshellAxis: 'Diferença de ordens acumuladas',
    manhattan: 'Os atributos de cada julgador nas suas próprias dimensões (gráficos de Manhattan, {{page}})',
    manhattanHelp:
      'Uma grelha por julgador, a partir de uma análise de componentes principais das suas próprias médias por produto: uma coluna por atributo, uma linha por dimensão, e em cada célula a parte da variância do atributo explicada pelas dimensões até à sua linha, clara em 0 e escura em 1. Um atributo escuro desde a primeira linha segue a principal forma como o julgador distinguiu os produtos; um que fica claro até às últimas linhas é pontuado à parte dos outros. Compare as grelhas dos julgadores: a que difere das outras indica um julgador que usa os atributos de outra forma. Uma coluna tracejada é um atributo que o julgador pontuou igual para todos os produtos.',
    manhattanChart:
      'Gráficos de Manhattan de {{page}}: para cada julgador, os atributos em colunas e as dimensões em linhas, cada célula sombreada pela parte acumulada da variância do atributo explicada.',
    componentShort: 'Dim.',
    manhattanCell: '{{judge}}, {{attribute}}, dimensões 1 a {{component}}: {{share}}',
    manhattanNotVaried: '{{judge}}, {{attribute}}: a mesma média para todos os produtos',
    manhattanTable: 'Parte acumulada da variância de cada atributo explicada, por julgador',
    components: 'Dimensões',
    componentsUpTo: '1 a {{component}}',
    scaleUse: 'Uso da escala por cada julgador (modelo misto de julgadores, MAM)',
    scaleUseHelp:
      'Cada barra é o coeficiente de escala β de um julgador: quanto as suas próprias médias dos produtos se espalham em comparação com as do painel (a inclinação das suas médias sobre as do painel). Em 1, o julgador usa a escala como o painel; abaixo de 1 comprime-a (diferenças menores entre os produtos), acima de 1 estica-a (diferenças maiores); abaixo de 0 inverte-a. As barras coloridas diferem significativamente de 1 (5 %). O teste dos produtos abaixo está corrigido destas diferenças no uso da escala (Brockhoff, Schlich e Skovgaard, 2015).',
    scaleUseChart:
      'Coeficientes de escala de {{attribute}}: o β de cada julgador como uma barra a partir de 1, para baixo para um julgador que comprime a escala, para cima para um que a estica.',
    beta: 'Coeficiente de escala β',
    compressing: 'Comprimem a escala: {{judges}}.',
    stretching: 'Esticam a escala: {{judges}}.',
    reversing: 'Invertem a escala (ordenam os produtos ao contrário): {{judges}}.',
    noScalingDifference: 'Nenhum julgador usa a escala de forma significativamente diferente do painel.',
    correctedProduct:
      'Produtos, corrigidos do uso da escala: F = {{F}}, {{p}} (com {{df}} e {{errorDf}} graus de liberdade).',
    p: 'p',
    scaleReading: 'Uso da escala',
    compresses: 'comprime',
    stretches: 'estica',
    reverses: 'inverte',
    asPanel: 'como o painel',
    mamTable: 'Análise de variância do modelo misto de julgadores',
    source: 'Fonte',
    meanSq: 'Quadrado médio',
    sourceJudge: 'Julgadores (contra a interação)',
    sourceProduct: 'Produtos, corrigidos do uso da escala (contra o desacordo)',
    sourceScaling: 'Diferenças de escala (contra o desacordo)',
    sourceDisagreement: 'Desacordo (contra o erro)',
    sourceError: 'Erro',
  },
} satisfies Translated<typeof en>;
