import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  comments: {
    title: 'Commentaires',
    help: 'Ce que les juges ont écrit, par question et par produit, avec leur libellé, et les mots les plus fréquents de chaque produit avec le nombre de commentaires qui les contiennent (choisissez-en un pour le chercher). Cochez un commentaire pour le mettre sur la diapositive des commentaires du rapport.',
    search: 'Chercher dans les commentaires',
    none: 'Aucun juge n’a encore rien écrit.',
    noMatch: 'Aucun commentaire ne contient « {{search}} ».',
    count_one: '{{count}} commentaire',
    count_other: '{{count}} commentaires',
    frequentWords: 'Mots les plus fréquents',
    judge: 'Juge',
    repetition: 'Répétition',
    comment: 'Commentaire',
    inReport: 'Dans le rapport',
    pick: 'Mettre le commentaire de {{judge}} dans le rapport',
    picked_one: '{{count}} commentaire choisi pour le rapport.',
    picked_other: '{{count}} commentaires choisis pour le rapport.',
    inWords_one: '{{count}} réponse en mots : lisez-la sous Commentaires, plus bas.',
    inWords_other: '{{count}} réponses en mots : lisez-les sous Commentaires, plus bas.',
  },
} satisfies Translated<typeof en>;
