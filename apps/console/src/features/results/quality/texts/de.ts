import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  quality: {
    dunnett: 'Jedes Produkt gegen die verblindete Kontrolle {{control}} (Dunnett)',
    dunnettHelp:
      'Die Abweichung des Mittelwerts jedes Produkts von dem der verblindeten Kontrolle, bereinigt um die Prüfer, mit Dunnetts p-Wert, adjustiert für die Vergleiche mit der einen Kontrolle. Ein kleiner p-Wert zeigt, dass sich das Produkt von der Kontrolle unterscheidet. Der Mittelwert der Kontrolle selbst, bewertet gegen ihre gekennzeichnete Kopie, zeigt den Placeboeffekt.',
    estimate: 'Abweichung von der Kontrolle',
    se: 'Standardfehler',
    t: 't',
    shelfLife: 'Haltbarkeit',
    shelfLifeHelp:
      'Die Ablehnungszeit jedes Verbrauchers liegt zwischen der letzten Lagerdauer, die er verzehren würde, und der ersten, die er nicht verzehren würde. Weibull- und Lognormal-Überlebensmodelle, an diese Zeiten angepasst (Methode nach Hough), geben den Anteil der Verbraucher, die das Produkt nach jeder Lagerdauer ablehnen, und die Zeiten, bis zu denen 25 % und 50 % von ihnen es ablehnen.',
    consumers: 'Verbraucher',
    inModels: 'In den Modellen',
    leftCensored: 'Lehnten die erste gelagerte Probe ab',
    intervalCensored: 'Lehnten zwischen zwei Lagerdauern ab',
    rightCensored: 'Lehnten nie ab',
    rejectedFresh: 'Lehnten das frische Produkt ab (außen vor)',
    nonMonotone: 'Akzeptierten nach einer Ablehnung wieder eine spätere Probe',
    curve:
      'Anteil der Verbraucher, die das Produkt ablehnen, über der Lagerdauer in Tagen, nach dem Weibull- und dem Lognormal-Modell; die Punkte markieren die Zeiten, bis zu denen 25 % und 50 % ablehnen, mit ihren 95-%-Konfidenzintervallen.',
    days: 'Lagerdauer (Tage)',
    rejecting: 'Ablehnende Verbraucher (%)',
    model: 'Modell',
    weibull: 'Weibull',
    lognormal: 'Lognormal',
    location: 'Lage (μ)',
    scale: 'Skala (σ)',
    logLik: 'Log-Likelihood',
    rejectionTimes: 'Lagerdauer, bis zu der die Verbraucher das Produkt ablehnen, in Tagen (95-%-Konfidenzintervall)',
    share25: '25 % der Verbraucher',
    share50: '50 % der Verbraucher',
    fits: 'Die angepassten Überlebensmodelle',
    timeWithInterval: '{{time}} ({{lower}} bis {{upper}})',
  },
} satisfies Translated<typeof en>;
