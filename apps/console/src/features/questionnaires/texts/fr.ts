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
      'Un fichier YAML ou JSON au format questionnaire. Il est vérifié comme le vérifie la ligne de commande. Un questionnaire importé ne change jamais : pour en corriger un, importez le fichier corrigé comme sa nouvelle version.',
    chooseFile: 'Choisir un fichier…',
    text: 'Définition',
    check: 'Vérifier',
    importButton: 'Importer',
    checked: '« {{name}} » ne contient aucune erreur.',
    imported: '« {{name}} » est importé.',
    faultsTitle: 'Erreurs à corriger',
    fault: 'Ligne {{line}}, colonne {{column}} : {{message}}',
    warningsTitle: 'Avertissements',
    version: 'Version',
    newVersion: 'Nouvelle version',
    duplicate: 'Dupliquer',
    archive: 'Archiver',
    restore: 'Restaurer',
    showArchived: 'Afficher les questionnaires archivés',
    archivedEmpty: 'Aucun questionnaire archivé.',
    versionTitle: 'Importer une nouvelle version de {{name}}',
    versionHelp:
      'La nouvelle version est enregistrée à côté des précédentes : chaque publication continue de servir la version dont elle est issue.',
    importAsNew: 'Importer plutôt un questionnaire à part',
    importedVersion: 'Une nouvelle version de « {{name}} » est enregistrée.',
    duplicated: 'Une copie de « {{name}} » est enregistrée.',
    archivedNotice: '« {{name}} » est archivé.',
    restored: '« {{name}} » est de retour dans la liste.',
    publish: 'Publier',
  },
} satisfies Translated<typeof en>;
