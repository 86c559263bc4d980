import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  link: {
    keep: 'Behalten Sie die Adresse dieser Seite: Damit kommen Sie später zurück und machen weiter.',
    tryAgain: 'Erneut versuchen',
  },
} satisfies Translated<typeof en>;
