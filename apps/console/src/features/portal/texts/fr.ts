import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  portal: {
    nav: 'Portail',
    title: 'En-tête et pied de page',
    help: 'L’en-tête et le pied de page du laboratoire autour des écrans d’accueil et de connexion des juges. Écrivez du HTML : scripts, formulaires et cadres sont retirés là où il s’affiche.',
    screen: 'Écran',
    home: 'Accueil (la liste des questionnaires)',
    login: 'Connexion',
    scope: 'Affiché sur',
    wholeAccount: 'Tous les appareils du compte',
    booth: 'La cabine {{name}} seulement',
    header: 'En-tête',
    footer: 'Pied de page',
    content: 'HTML',
    style: 'Style (déclarations CSS, par ex. background: #f4f0ff; padding: 1rem)',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    preview: 'Ouvrir l’écran tel que les juges le voient',
    previewHelp:
      'Ouvre l’écran des juges du compte dans un nouvel onglet, avec ce qui est enregistré pour tous les appareils.',
  },
} satisfies Translated<typeof en>;
