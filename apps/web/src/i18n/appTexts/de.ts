import type { Translated } from '../bundle.ts';
import type en from './en.ts';

export default {
  app: {
    name: 'Palate',
    loading: 'Wird geladen…',
  },
  error: {
    title: 'Hoppla...',
    code: 'Fehler {{code}}',
    retry: 'Erneut versuchen',
    backHome: 'Zur Startseite',
    backHomeRefresh: 'Zur Startseite und neu laden',
    details: 'Details: {{details}}',
  },
} satisfies Translated<typeof en>;
