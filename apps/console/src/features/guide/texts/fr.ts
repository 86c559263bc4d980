import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  guide: {
    nav: 'Guide',
    title: 'Guide de l’animateur',
    contents: 'Sommaire du guide',
    englishOnly: 'Le guide est rédigé en anglais.',
    missing: 'Cette page du guide n’existe pas.',
  },
} satisfies Translated<typeof en>;
