import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  consumer: {
    pairwise: 'Produits comparés deux à deux, terme par terme (test exact de McNemar, Bonferroni)',
    pairwiseHelp:
      'Part des juges ayant coché chaque terme pour chaque produit. Sur une ligne, les produits qui partagent une lettre ne diffèrent pas au seuil de 5 %, après la correction de Bonferroni pour le nombre de paires.',
    pairwiseCell: '{{percent}} % {{letters}}',
    term: 'Terme',
    meanImpact: 'Impact moyen de chaque terme sur l’appréciation',
    meanImpactHelp:
      'Appréciation moyenne des échantillons pour lesquels un juge a coché le terme, moins celle des échantillons pour lesquels il ne l’a pas coché (test t de Student). Un impact positif ajoute à l’appréciation, un impact négatif en retire.',
    meanImpactChart:
      'Impact moyen de chaque terme sur l’appréciation ; une barre foncée diffère de 0 au seuil de 5 %, une barre pâle non.',
    checked: 'Appréciation, coché (n)',
    notChecked: 'Appréciation, non coché (n)',
    impact: 'Impact',
    meanWithCount: '{{mean}} ({{n}})',
    needsLiking: 'Choisissez ci-dessus la question d’appréciation globale pour voir l’impact de chaque terme.',
    penaltyNote:
      'La ligne pointillée marque 20 % des juges : un côté au-delà concerne assez de juges pour agir. La baisse d’un point plein diffère de 0 au seuil de 5 % (test t de Student du groupe « juste comme il faut » contre ce côté) ; celle d’un point creux, non.',
    dropTests: 'p des baisses (pas assez / trop)',
  },
} satisfies Translated<typeof en>;
