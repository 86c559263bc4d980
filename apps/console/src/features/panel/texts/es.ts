import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  panel: {
    nav: 'Panel',
    title: 'Panel',
    help: 'Cada juez nominal con sus cifras sobre todas las publicaciones que respondió, entrenamientos incluidos: ordene una columna para elegir los jueces de un estudio y abra la ficha de un juez para ver su evolución.',
    empty: 'Aún no hay jueces nominales: añádalos en la pantalla Miembros.',
    judge: 'Juez',
    publications: 'Publicaciones respondidas',
    lastAnswered: 'Última respuesta',
    medianP: 'p mediana de discriminación',
    repeatability: 'Repetibilidad (DE residual)',
    agreement: 'Concordancia (r con el panel)',
    correctShare: 'Pruebas de discriminación acertadas',
    sortBy: 'Ordenar por {{column}}',
    never: 'Nunca',
    none: '–',
    percent: '{{value}} %',
    figuresNote:
      'Una p baja indica que el juez distingue los productos; una DE residual baja, que sus repeticiones coinciden; una r cercana a 1, que ordena los productos como el panel. Las cifras salen del análisis de cada publicación, como en su página de resultados.',
    back: 'Volver al panel',
    recordTitle: 'Ficha de {{name}}',
    recordHelp:
      'Todas las publicaciones que respondió {{name}}, su desempeño en cada atributo junto a la mediana del panel y sus pruebas de discriminación.',
    publicationsTitle: 'Publicaciones respondidas',
    publication: 'Publicación',
    answered: 'Respondida',
    completion: 'Finalización',
    finished: 'Terminada',
    inProgress: 'En curso',
    timeTaken: 'Duración',
    minutes: '{{count}} min',
    training: 'Entrenamiento',
    trainingNote: 'Las sesiones de entrenamiento forman parte de la ficha, pero quedan fuera de los informes.',
    attributesTitle: 'Desempeño por atributo',
    noAttributes:
      'Aún no hay atributos con desempeño de panel: hace falta un perfil con repeticiones para medir la repetibilidad.',
    measure: 'Cifra mostrada',
    attribute: 'Atributo',
    F: 'F',
    pValue: 'p',
    panelMedian: 'Mediana del panel',
    chartP:
      'Valor p de discriminación de {{name}} en {{attribute}} según la fecha de publicación (línea continua), frente a la mediana del panel (línea discontinua); más bajo es mejor.',
    chartRepeatability:
      'Repetibilidad (DE residual) de {{name}} en {{attribute}} según la fecha de publicación (línea continua), frente a la mediana del panel (línea discontinua); más bajo es mejor.',
    chartAgreement:
      'Concordancia (correlación con las medias del panel) de {{name}} en {{attribute}} según la fecha de publicación (línea continua), frente a la mediana del panel (línea discontinua); más alto es mejor.',
    judgeSeries: 'Juez',
    discriminationTitle: 'Pruebas de discriminación',
    noDiscrimination: 'Aún no ha respondido ninguna prueba de discriminación.',
    test: 'Prueba',
    method: 'Método',
    result: 'Resultado',
    right: 'Acierto',
    wrong: 'Error',
    chartDiscrimination:
      'Proporción de pruebas de discriminación que {{name}} acertó, según la fecha de publicación; cada barra es una publicación.',
    shareRight: 'Proporción acertada',
    figuresTable: 'Cifras por atributo y publicación',
    trainingTitle: 'Entrenamiento con objetivos',
    trainingHelp:
      'Cada sesión de entrenamiento con objetivos, de la más antigua a la más reciente: cuántas puntuaciones de {{name}} cayeron en el rango objetivo y su distancia media al centro de los objetivos como parte de la escala. Una distancia que baja y se mantiene baja indica que el juez ha convergido y puede pasar al panel.',
    noTraining: 'Aún no hay sesiones de entrenamiento con objetivos.',
    session: 'Sesión',
    onTarget: 'Puntuaciones en el objetivo',
    onTargetOf: '{{onTarget}} de {{rated}} ({{percent}})',
    meanDistance: 'Distancia media al objetivo (% de la escala)',
    chartTraining:
      'Distancia media de las puntuaciones de {{name}} a los objetivos, en porcentaje de la escala, sesión por sesión, de la más antigua a la más reciente; más bajo es mejor. Las cifras están en la tabla de abajo.',
  },
} satisfies Translated<typeof en>;
