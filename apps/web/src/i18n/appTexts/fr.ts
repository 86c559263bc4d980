import type { Translated } from '../bundle.ts';
import type en from './en.ts';

export default {
  app: {
    name: 'Palate',
    loading: 'Chargement…',
  },
  error: {
    title: 'Oups...',
    code: 'Erreur {{code}}',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
    backHomeRefresh: 'Retour à l’accueil et actualiser',
    details: 'Détails\u00a0: {{details}}',
  },
} satisfies Translated<typeof en>;
