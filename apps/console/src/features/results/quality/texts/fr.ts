import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  quality: {
    dunnett: 'Chaque produit comparé au témoin aveugle {{control}} (Dunnett)',
    dunnettHelp:
      'L’écart de la moyenne de chaque produit à celle du témoin aveugle, ajusté pour les juges, avec la valeur p de Dunnett, ajustée pour les comparaisons au seul témoin. Une petite valeur p indique que le produit diffère du témoin. La moyenne du témoin lui-même, noté contre sa copie étiquetée, montre l’effet placebo.',
    estimate: 'Écart au témoin',
    se: 'Erreur type',
    t: 't',
    shelfLife: 'Durée de vie',
    shelfLifeHelp:
      'Le temps de rejet de chaque consommateur se situe entre la dernière durée de stockage qu’il consommerait et la première qu’il ne consommerait pas. Des modèles de survie de Weibull et log-normal ajustés à ces temps (méthode de Hough) donnent la part des consommateurs qui rejettent le produit après chaque durée de stockage, et les durées auxquelles 25 % et 50 % d’entre eux le rejettent.',
    consumers: 'Consommateurs',
    inModels: 'Dans les modèles',
    leftCensored: 'Ont rejeté le premier échantillon stocké',
    intervalCensored: 'Ont rejeté entre deux durées de stockage',
    rightCensored: 'N’ont jamais rejeté',
    rejectedFresh: 'Ont rejeté le produit frais (écartés)',
    nonMonotone: 'Ont de nouveau accepté un échantillon plus ancien après un rejet',
    curve:
      'Part des consommateurs qui rejettent le produit, selon la durée de stockage en jours, par les modèles de Weibull et log-normal ; les points marquent les durées auxquelles 25 % et 50 % le rejettent, avec leurs intervalles de confiance à 95 %.',
    days: 'Durée de stockage (jours)',
    rejecting: 'Consommateurs qui rejettent (%)',
    model: 'Modèle',
    weibull: 'Weibull',
    lognormal: 'Log-normal',
    location: 'Position (μ)',
    scale: 'Échelle (σ)',
    logLik: 'Log-vraisemblance',
    rejectionTimes:
      'Durée de stockage à laquelle les consommateurs rejettent le produit, en jours (intervalle de confiance à 95 %)',
    share25: '25 % des consommateurs',
    share50: '50 % des consommateurs',
    fits: 'Les modèles de survie ajustés',
    timeWithInterval: '{{time}} ({{lower}} à {{upper}})',
  },
} satisfies Translated<typeof en>;
