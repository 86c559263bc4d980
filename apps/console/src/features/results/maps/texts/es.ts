import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  maps: {
    title: 'Mapas',
    help: 'Cómo se sitúan los productos unos respecto a otros, y a quién le gusta qué. Cada mapa tiene sus cifras en una tabla debajo.',
    pca: 'Mapa de productos: {{page}}',
    pcaHelp:
      'Análisis de componentes principales de las puntuaciones medias de los productos, cada atributo estandarizado. Los productos cercanos se describieron de forma parecida; una flecha apunta hacia donde crece su atributo.',
    ca: 'Mapa de los términos: {{question}}',
    caHelp:
      'Análisis de correspondencias de cuántas veces se marcó cada término para cada producto: un término queda cerca de los productos para los que más se marcó.',
    internalPreference: 'Mapa de preferencias interno: {{question}}',
    internalHelp:
      'Análisis de componentes principales de los productos con el agrado de cada consumidor como variable: cada línea corta apunta hacia donde crece el agrado de ese consumidor.',
    clusters: 'Segmentos de consumidores: {{question}}',
    clustersHelp:
      'Consumidores agrupados según cómo ordenan los productos: clasificación de Ward de su agrado, las puntuaciones de cada consumidor centradas en su propia media.',
    externalPreference: 'Mapa de preferencias externo: {{question}}',
    externalHelp:
      'El agrado de cada consumidor modelado sobre el mapa de productos del perfil vinculado; el color indica la proporción de consumidores a quienes un producto en ese lugar les gustaría más que su media.',
    mfa: 'Análisis factorial múltiple',
    mfaHelp:
      'Un mapa de los productos a partir de varios grupos de variables, cada grupo ponderado para que ninguno domine: {{groups}}.',
    dimension: 'Dimensión {{n}} ({{percent}} %)',
    eigenvalues: 'Valores propios',
    dimensionColumn: 'Dimensión',
    eigenvalue: 'Valor propio',
    inertia: '% de inercia',
    coordinates: 'Coordenadas en las dos primeras dimensiones',
    name: 'Nombre',
    first: 'Dim. 1',
    second: 'Dim. 2',
    showEllipses: 'Mostrar las elipses de confianza (95 %)',
    ellipsesNote:
      'Elipses a partir de {{resamplings}} remuestreos de los jueces: los productos cuyas elipses se solapan pueden no diferir.',
    attribute: 'Atributo',
    term: 'Término',
    consumer: 'Consumidor',
    product: 'Producto',
    word: 'Palabra (suplementaria)',
    leftOut_one: '{{count}} consumidor excluido (no puntuó todos los productos, o los puntuó todos igual).',
    leftOut_other: '{{count}} consumidores excluidos (no puntuaron todos los productos, o los puntuaron todos igual).',
    termsLeftOut: 'Términos que nadie marcó, excluidos: {{terms}}',
    segmentCount: 'Número de segmentos',
    suggested: '{{count}} (sugerido)',
    segment: 'Segmento {{n}}',
    segmentColumn: 'Segmento',
    size: 'Consumidores',
    productEffect: 'Efecto producto (p)',
    share: 'Entre segmentos: {{percent}} % de las diferencias entre consumidores.',
    segmentsMinimum:
      'Cada segmento propuesto reúne al menos {{count}} consumidores: 3, o una décima parte del panel si es más.',
    noSegments:
      'Sin segmentos: los consumidores son demasiado pocos, o demasiado parecidos, para formar segmentos de al menos {{count}} cada uno.',
    testMissingFew: 'Sin prueba: menos de 2 consumidores',
    testMissingVariation: 'Sin prueba: su agrado no deja variación residual',
    testMissing: 'Sin prueba: datos insuficientes',
    dendrogram: 'Árbol de los consumidores: la línea discontinua lo corta en {{count}} segmentos.',
    likingBySegment: 'Agrado medio de cada producto en cada segmento',
    downloadSegments: 'Respuestas brutas con el segmento de cada consumidor (CSV largo)',
    profileLink: 'Publicación de perfil para el mapa de preferencias externo',
    noProfile: 'Ninguna',
    model: 'Modelo',
    models: { vector: 'Vectorial', circular: 'Circular', quadratic: 'Cuadrático' },
    preferenceChart:
      'Proporción de los {{consumers}} consumidores cuyo agrado previsto supera su propia media en cada lugar del mapa de productos (modelo {{model}}); los productos están marcados.',
    preferenceTable: 'Productos en el mapa del perfil',
    chooseLiking:
      'Elija arriba la pregunta de agrado global para ver los mapas de preferencias y los segmentos de consumidores.',
    mapAlt:
      '{{title}}: dimensión 1 en horizontal, dimensión 2 en vertical. La tabla de abajo da las coordenadas de cada punto.',
    napping: 'Mapa de napping: {{question}}',
    nappingHelp:
      'Análisis factorial múltiple de las hojas de los jueces (x e y de cada juez son un grupo, sin escalar, como el MFA de FactoMineR): los productos cercanos fueron colocados cerca por los jueces.',
    sorting: 'Mapa de clasificación: {{question}}',
    sortingHelp:
      'Análisis de correspondencias múltiples de los grupos de los jueces (cada juez una variable categórica, como el MCA de FactoMineR): los productos cercanos se pusieron a menudo en el mismo grupo.',
    sheetsLeftOut_one: '{{count}} hoja excluida (no contiene todos los productos).',
    sheetsLeftOut_other: '{{count}} hojas excluidas (no contienen todos los productos).',
    judgeSheet: 'La hoja de un juez',
    noSheet: 'Elegir un juez',
    sheetOf: '{{judge}}, repetición {{repetition}}',
    sheetAlt:
      'Hoja de {{judge}} ({{width}} × {{height}}): cada producto donde el juez lo colocó. La tabla de abajo da las posiciones.',
    sheetTable: 'Posiciones en la hoja de {{judge}} (x desde el borde izquierdo, y desde abajo)',
    coOccurrence_one:
      'Coocurrencia (de {{count}} hoja): cuántas hojas pusieron cada par de productos en el mismo grupo',
    coOccurrence_other: 'Coocurrencia: cuántas de las {{count}} hojas pusieron cada par de productos en el mismo grupo',
    drivers: 'Impulsores del agrado',
    driversHelp:
      'Regresión PLS (mínimos cuadrados parciales) del agrado medio de los productos sobre sus puntuaciones medias en el perfil vinculado, cada atributo estandarizado. Una barra a la derecha: más del atributo va con más agrado; a la izquierda, con menos. Un coeficiente está en puntos de agrado por punto de la escala del atributo.',
    driversFit_one:
      'Con {{count}} componente, el modelo explica el {{percent}} % de las diferencias de agrado medio entre los productos.',
    driversFit_other:
      'Con {{count}} componentes, el modelo explica el {{percent}} % de las diferencias de agrado medio entre los productos.',
    driversExcluded: 'Atributos con la misma media para todos los productos, excluidos: {{attributes}}',
    driversChart:
      'Coeficiente PLS de cada atributo sobre el agrado, del más positivo al más negativo, con su VIP (importancia de la variable en la proyección) junto a la barra. La tabla de abajo da las cifras.',
    driversRule:
      'VIP ≥ 1 es la regla habitual para un atributo que cuenta (barras oscuras): su importancia supera la media de todos los atributos.',
    driversCoefficient: 'Coeficiente',
    driversVip: 'VIP',
    driversVipLabel: 'VIP {{vip}}',
    driversImportance: 'Importancia',
    driversImportant: 'Importante (VIP ≥ 1)',
    driversOther: 'VIP < 1',
  },
} satisfies Translated<typeof en>;
