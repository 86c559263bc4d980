import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  publications: {
    title: 'Publicações',
    nav: 'Publicações',
    questionnairesNav: 'Questionários',
    empty: 'Ainda não há nada publicado. Publique um questionário com npm run palate -- publish.',
    name: 'Nome',
    created: 'Publicado',
    judges: 'Provadores',
    judgesCount: '{{started}} começaram, {{finished}} terminaram',
    target: 'de {{target}}',
    trays: 'Tabuleiros {{min}}–{{max}}',
    plan: 'Plano de serviço',
    planOf: 'Plano de serviço: {{name}}',
    planHelp:
      'Os copos a preparar para cada provador, pela ordem em que são servidos. A linha 1 é o primeiro provador a começar, ou o número de tabuleiro mais baixo.',
    judgesShown: 'Provadores a planear',
    show: 'Mostrar',
    startedOnly:
      'As ordens deste desenho aleatório são sorteadas quando cada provador começa: só os provadores que começaram são planeados.',
    row: 'Provador',
    tray: 'Tabuleiro',
    repetition: 'Repetição',
    cups: 'Copos pela ordem de serviço',
    cup: '{{place}}. {{code}} ({{product}})',
    csv: 'Descarregar CSV',
    print: 'Imprimir',
    labels: 'Etiquetas dos copos',
    labelsHelp: 'Uma etiqueta por copo, para imprimir em folhas de etiquetas A4.',
    back: 'Voltar às publicações',
    loadFailed: 'Não foi possível carregar: {{message}}',
  },
} satisfies Translated<typeof en>;
