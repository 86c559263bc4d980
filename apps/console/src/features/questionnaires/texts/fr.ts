import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  questionnaires: {
    title: 'Questionnaires',
    empty: 'Aucun questionnaire pour l’instant. Importez un fichier de définition pour commencer.',
    name: 'Nom',
    pages: 'Pages',
    products: 'Produits',
    publications: 'Publications',
    created: 'Importé le',
    actions: 'Actions',
    export: 'Exporter en YAML',
    importTitle: 'Importer un fichier de définition',
    importHelp:
      'Un fichier YAML ou JSON au format des questionnaires. Il est vérifié comme le fait la ligne de commande ; un questionnaire importé ne change jamais : importez-le à nouveau pour en faire une nouvelle version.',
    chooseFile: 'Choisir un fichier…',
    text: 'Définition',
    check: 'Vérifier',
    importButton: 'Importer',
    checked: '« {{name}} » ne contient aucune erreur.',
    imported: '« {{name}} » est importé.',
    faultsTitle: 'Erreurs à corriger',
    fault: 'Ligne {{line}}, colonne {{column}} : {{message}}',
    warningsTitle: 'Avertissements',
    publish: 'Publier',
  },
} satisfies Translated<typeof en>;
