import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  comments: {
    title: 'Comentários',
    help: 'O que os provadores escreveram, por pergunta e produto, com o seu rótulo, e as palavras mais frequentes de cada produto com o número de comentários que as contêm (escolha uma para pesquisá-la). Marque um comentário para colocá-lo no slide de comentários do relatório.',
    search: 'Pesquisar nos comentários',
    none: 'Nenhum provador escreveu nada ainda.',
    noMatch: 'Nenhum comentário contém “{{search}}”.',
    count_one: '{{count}} comentário',
    count_other: '{{count}} comentários',
    frequentWords: 'Palavras mais frequentes',
    judge: 'Provador',
    repetition: 'Repetição',
    comment: 'Comentário',
    inReport: 'No relatório',
    pick: 'Colocar o comentário de {{judge}} no relatório',
    picked_one: '{{count}} comentário escolhido para o relatório.',
    picked_other: '{{count}} comentários escolhidos para o relatório.',
    inWords_one: '{{count}} resposta em palavras: leia-a em Comentários, abaixo.',
    inWords_other: '{{count}} respostas em palavras: leia-as em Comentários, abaixo.',
  },
} satisfies Translated<typeof en>;
