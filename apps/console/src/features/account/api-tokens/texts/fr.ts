import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  apiTokens: {
    title: 'Jetons d’API',
    help: 'Les scripts R ou Python lisent vos résultats avec un jeton plutôt qu’avec votre mot de passe. Un jeton agit en votre nom, sur les seuls appels de sa portée ; chaque usage figure au journal d’audit.',
    none: 'Vous n’avez aucun jeton d’API.',
    scopeRead: 'Lire les résultats',
    scopeManage: 'Gérer les publications',
    scopeReadHelp: 'Liste vos publications et lit leur analyse, leurs commentaires, leur avancement et leurs exports.',
    scopeManageHelp:
      'Lit les résultats, et crée, modifie et clôt questionnaires et publications. Il ne supprime jamais de réponses.',
    ends: 'Expire le {{date}}',
    ended: 'Expiré le {{date}}',
    lastUsed: 'Dernier usage le {{date}}',
    neverUsed: 'Jamais utilisé',
    revoke: 'Révoquer',
    revokeTitle: 'Révoquer ce jeton ?',
    revokeMessage: 'Les scripts qui utilisent « {{name}} » cessent aussitôt de fonctionner. C’est irréversible.',
    revoked: 'Le jeton « {{name}} » est révoqué.',
    add: 'Nouveau jeton',
    name: 'Nom',
    nameHelp: 'À quoi il sert, par exemple le script R du rapport hebdomadaire.',
    scope: 'Portée',
    endsOn: 'Expire le',
    endsOnHelp: 'À la fin de ce jour ; un an plus tard au plus.',
    create: 'Créer le jeton',
    created: 'Le jeton « {{name}} » est créé.',
    onceTitle: 'Votre nouveau jeton',
    onceHelp: 'Copiez-le maintenant : il n’est montré qu’une fois. Palate n’en garde qu’une empreinte.',
    copy: 'Copier',
    copied: 'Copié.',
    done: 'Je l’ai copié',
  },
} satisfies Translated<typeof en>;
