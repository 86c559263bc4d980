import { hedonicCategories, type Questionnaire } from '@palate/engine';

const NOT_AT_ALL = {
  en: 'Not at all',
  fr: 'Pas du tout',
  ja: 'まったく感じない',
  de: 'Überhaupt nicht',
  zh: '完全没有',
  es: 'Nada',
  pt: 'Nada',
};
const EXTREMELY = {
  en: 'Extremely',
  fr: 'Extrêmement',
  ja: '非常に強い',
  de: 'Äußerst stark',
  zh: '极其强烈',
  es: 'Extremadamente',
  pt: 'Extremamente',
};

function intensity(id: string, label: Record<string, string>) {
  return {
    kind: 'scale' as const,
    id,
    label,
    style: 'line' as const,
    min: 0,
    max: 10,
    anchors: { min: NOT_AT_ALL, max: EXTREMELY },
    mandatory: true,
  };
}

/**
 * The demo: three juices served monadically in a Williams order, each rated first for
 * overall liking (before attribute ratings, which would bias it), then for three
 * intensities on line scales.
 */
export const demoQuestionnaire: Questionnaire = {
  name: 'demo-juice',
  title: {
    en: 'Demo tasting: orange juices',
    fr: 'Dégustation de démonstration : jus d’orange',
    ja: 'デモ試食:オレンジジュース',
    de: 'Demo-Verkostung: Orangensäfte',
    zh: '演示品评：橙汁',
    es: 'Cata de demostración: zumos de naranja',
    pt: 'Prova de demonstração: sumos de laranja',
  },
  products: [
    { id: 'juice_fresh', name: 'Freshly squeezed' },
    { id: 'juice_pasteurised', name: 'Pasteurised' },
    { id: 'juice_concentrate', name: 'From concentrate' },
  ],
  design: 'williams',
  repetitions: 1,
  // The demo shows the end-of-session report out of the box.
  showResults: true,
  pages: [
    {
      id: 'welcome',
      perSample: false,
      controls: [
        {
          kind: 'info',
          id: 'instructions',
          text: {
            en: 'Welcome. You will taste three samples, one at a time, in the order shown on the screen. Check that the code on the cup matches the code on the screen. Rinse your mouth with water between samples.',
            fr: 'Bienvenue. Vous allez goûter trois échantillons, un par un, dans l’ordre indiqué à l’écran. Vérifiez que le code du gobelet correspond au code affiché. Rincez-vous la bouche avec de l’eau entre les échantillons.',
            ja: 'ようこそ。画面に表示される順番で、3つのサンプルを1つずつ試食していただきます。カップのコードが画面のコードと同じであることを確かめてください。サンプルの間には水で口をすすいでください。',
            de: 'Willkommen. Sie verkosten drei Proben nacheinander, in der auf dem Bildschirm angezeigten Reihenfolge. Prüfen Sie, ob der Code auf dem Becher mit dem Code auf dem Bildschirm übereinstimmt. Spülen Sie zwischen den Proben den Mund mit Wasser aus.',
            zh: '欢迎。您将按照屏幕上显示的顺序，逐一品尝三个样品。请确认杯子上的编号与屏幕上的编号一致。品尝不同样品之间请用清水漱口。',
            es: 'Bienvenido. Va a probar tres muestras, una a una, en el orden que indica la pantalla. Compruebe que el código del vaso coincide con el de la pantalla. Enjuáguese la boca con agua entre muestras.',
            pt: 'Bem-vindo. Vai provar três amostras, uma de cada vez, pela ordem indicada no ecrã. Confirme que o código do copo é igual ao do ecrã. Passe a boca por água entre as amostras.',
          },
        },
      ],
    },
    {
      id: 'liking',
      perSample: true,
      title: {
        en: 'Overall liking',
        fr: 'Appréciation globale',
        ja: '総合的な好み',
        de: 'Gesamteindruck',
        zh: '总体喜好',
        es: 'Agrado general',
        pt: 'Apreciação global',
      },
      controls: [
        {
          kind: 'scale',
          id: 'overall_liking',
          label: {
            en: 'How much do you like this sample overall?',
            fr: 'Dans l’ensemble, dans quelle mesure appréciez-vous cet échantillon ?',
            ja: 'このサンプルは全体としてどのくらい好きですか?',
            de: 'Wie gefällt Ihnen diese Probe insgesamt?',
            zh: '总体而言，您有多喜欢这个样品？',
            es: 'En general, ¿cuánto le gusta esta muestra?',
            pt: 'De uma forma geral, quanto gosta desta amostra?',
          },
          style: 'category',
          min: 1,
          max: 9,
          categories: hedonicCategories(),
          mandatory: true,
        },
      ],
    },
    {
      id: 'profile',
      perSample: true,
      title: {
        en: 'Intensity of the taste',
        fr: 'Intensité du goût',
        ja: '味の強さ',
        de: 'Intensität des Geschmacks',
        zh: '味道强度',
        es: 'Intensidad del sabor',
        pt: 'Intensidade do sabor',
      },
      controls: [
        intensity('sweetness', {
          en: 'Sweetness',
          fr: 'Sucré',
          ja: '甘味',
          de: 'Süße',
          zh: '甜度',
          es: 'Dulzor',
          pt: 'Doçura',
        }),
        intensity('sourness', {
          en: 'Sourness',
          fr: 'Acidité',
          ja: '酸味',
          de: 'Säure',
          zh: '酸度',
          es: 'Acidez',
          pt: 'Acidez',
        }),
        intensity('bitterness', {
          en: 'Bitterness',
          fr: 'Amertume',
          ja: '苦味',
          de: 'Bitterkeit',
          zh: '苦味',
          es: 'Amargor',
          pt: 'Amargor',
        }),
      ],
    },
  ],
};
