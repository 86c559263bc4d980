import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panel: {
    nav: 'Painel',
    title: 'Painel',
    help: 'Cada provador nominal com os seus valores em todas as publicações a que respondeu, treinos incluídos: ordene uma coluna para escolher os provadores de um estudo e abra a ficha de um provador para ver a sua evolução.',
    empty: 'Ainda não há provadores nominais: adicione-os no ecrã Membros.',
    judge: 'Provador',
    publications: 'Publicações respondidas',
    lastAnswered: 'Última resposta',
    medianP: 'p mediano de discriminação',
    repeatability: 'Repetibilidade (DP residual)',
    agreement: 'Concordância (r com o painel)',
    correctShare: 'Testes de discriminação certos',
    sortBy: 'Ordenar por {{column}}',
    never: 'Nunca',
    none: '–',
    percent: '{{value}} %',
    figuresNote:
      'Um p baixo indica que o provador distingue os produtos; um DP residual baixo, que as suas repetições coincidem; um r próximo de 1, que ordena os produtos como o painel. Os valores vêm da análise de cada publicação, como na sua página de resultados.',
    back: 'Voltar ao painel',
    recordTitle: 'Ficha de {{name}}',
    recordHelp:
      'Todas as publicações a que {{name}} respondeu, o seu desempenho em cada atributo ao lado da mediana do painel e os seus testes de discriminação.',
    publicationsTitle: 'Publicações respondidas',
    publication: 'Publicação',
    answered: 'Respondida',
    completion: 'Conclusão',
    finished: 'Concluída',
    inProgress: 'Em curso',
    timeTaken: 'Duração',
    minutes: '{{count}} min',
    training: 'Treino',
    trainingNote: 'As sessões de treino fazem parte da ficha, mas ficam fora dos relatórios.',
    attributesTitle: 'Desempenho por atributo',
    noAttributes:
      'Ainda não há atributos com desempenho de painel: é preciso um perfil com repetições para medir a repetibilidade.',
    measure: 'Valor mostrado',
    attribute: 'Atributo',
    F: 'F',
    pValue: 'p',
    panelMedian: 'Mediana do painel',
    chartP:
      'Valor p de discriminação de {{name}} em {{attribute}} pela data de publicação (linha contínua), face à mediana do painel (tracejado); mais baixo é melhor.',
    chartRepeatability:
      'Repetibilidade (DP residual) de {{name}} em {{attribute}} pela data de publicação (linha contínua), face à mediana do painel (tracejado); mais baixo é melhor.',
    chartAgreement:
      'Concordância (correlação com as médias do painel) de {{name}} em {{attribute}} pela data de publicação (linha contínua), face à mediana do painel (tracejado); mais alto é melhor.',
    judgeSeries: 'Provador',
    discriminationTitle: 'Testes de discriminação',
    noDiscrimination: 'Ainda nenhum teste de discriminação respondido.',
    test: 'Teste',
    method: 'Método',
    result: 'Resultado',
    right: 'Certo',
    wrong: 'Errado',
    chartDiscrimination:
      'Proporção de testes de discriminação que {{name}} acertou, pela data de publicação; cada barra é uma publicação.',
    shareRight: 'Proporção certa',
    figuresTable: 'Valores por atributo e publicação',
    trainingTitle: 'Treino com alvos',
    trainingHelp:
      'Cada sessão de treino com alvos, da mais antiga para a mais recente: quantas pontuações de {{name}} ficaram dentro do intervalo-alvo e a sua distância média ao centro dos alvos como parte da escala. Uma distância que desce e se mantém baixa mostra que o provador convergiu e pode passar para o painel.',
    noTraining: 'Ainda não há sessões de treino com alvos.',
    session: 'Sessão',
    onTarget: 'Pontuações no alvo',
    onTargetOf: '{{onTarget}} de {{rated}} ({{percent}})',
    meanDistance: 'Distância média ao alvo (% da escala)',
    chartTraining:
      'Distância média das pontuações de {{name}} aos alvos, em percentagem da escala, sessão a sessão, da mais antiga para a mais recente; mais baixo é melhor. Os valores estão na tabela abaixo.',
  },
} satisfies Translated<typeof en>;
