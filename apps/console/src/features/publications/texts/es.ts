import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  publications: {
    title: 'Publicaciones',
    nav: 'Publicaciones',
    questionnairesNav: 'Cuestionarios',
    empty: 'Aún no hay nada publicado. Publique un cuestionario con npm run palate -- publish.',
    name: 'Nombre',
    created: 'Publicado',
    judges: 'Jueces',
    judgesCount: '{{started}} empezados, {{finished}} terminados',
    target: 'de {{target}}',
    trays: 'Bandejas {{min}}–{{max}}',
    plan: 'Plan de servicio',
    planOf: 'Plan de servicio: {{name}}',
    planHelp:
      'Los vasos que preparar para cada juez, en el orden en que se sirven. La fila 1 es el primer juez que empieza, o el número de bandeja más bajo.',
    judgesShown: 'Jueces que planificar',
    show: 'Mostrar',
    startedOnly:
      'Los órdenes de este diseño aleatorio se sortean cuando empieza cada juez: solo se planifican los jueces que empezaron.',
    row: 'Juez',
    tray: 'Bandeja',
    repetition: 'Repetición',
    cups: 'Vasos en orden de servicio',
    cup: '{{place}}. {{code}} ({{product}})',
    csv: 'Descargar CSV',
    print: 'Imprimir',
    labels: 'Etiquetas de los vasos',
    labelsHelp: 'Una etiqueta por vaso, para imprimir en hojas de etiquetas A4.',
    back: 'Volver a las publicaciones',
    loadFailed: 'No se pudo cargar: {{message}}',
  },
} satisfies Translated<typeof en>;
