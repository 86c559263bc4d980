import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  comments: {
    title: 'Comentarios',
    help: 'Lo que escribieron los jueces, por pregunta y producto, con su etiqueta, y las palabras más frecuentes de cada producto con el número de comentarios que las contienen (elija una para buscarla). Marque un comentario para ponerlo en la diapositiva de comentarios del informe.',
    search: 'Buscar en los comentarios',
    none: 'Ningún juez ha escrito nada todavía.',
    noMatch: 'Ningún comentario contiene «{{search}}».',
    count_one: '{{count}} comentario',
    count_other: '{{count}} comentarios',
    frequentWords: 'Palabras más frecuentes',
    judge: 'Juez',
    repetition: 'Repetición',
    comment: 'Comentario',
    inReport: 'En el informe',
    pick: 'Poner el comentario de {{judge}} en el informe',
    picked_one: '{{count}} comentario elegido para el informe.',
    picked_other: '{{count}} comentarios elegidos para el informe.',
    inWords_one: '{{count}} respuesta en palabras: léala en Comentarios, más abajo.',
    inWords_other: '{{count}} respuestas en palabras: léalas en Comentarios, más abajo.',
  },
} satisfies Translated<typeof en>;
