import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  questionnaires: {
    title: 'Cuestionarios',
    empty: 'Aún no hay cuestionarios. Importe un archivo de definición para empezar.',
    name: 'Nombre',
    pages: 'Páginas',
    products: 'Productos',
    publications: 'Publicaciones',
    created: 'Importado',
    actions: 'Acciones',
    export: 'Exportar en YAML',
    importTitle: 'Importar un archivo de definición',
    importHelp:
      'Un archivo YAML o JSON en el formato de cuestionario. Se comprueba como lo hace la línea de comandos. Un cuestionario importado nunca cambia: para corregirlo, importe el archivo corregido como su nueva versión.',
    chooseFile: 'Elegir un archivo…',
    text: 'Definición',
    check: 'Comprobar',
    importButton: 'Importar',
    checked: '«{{name}}» no tiene errores.',
    imported: '«{{name}}» se ha importado.',
    faultsTitle: 'Errores que corregir',
    fault: 'Línea {{line}}, columna {{column}}: {{message}}',
    warningsTitle: 'Advertencias',
    version: 'Versión',
    newVersion: 'Nueva versión',
    duplicate: 'Duplicar',
    archive: 'Archivar',
    restore: 'Restaurar',
    showArchived: 'Mostrar los cuestionarios archivados',
    archivedEmpty: 'Ningún cuestionario archivado.',
    versionTitle: 'Importar una nueva versión de {{name}}',
    versionHelp:
      'La nueva versión se guarda junto a las anteriores: cada publicación sigue sirviendo la versión de la que se creó.',
    importAsNew: 'Importar en su lugar un cuestionario propio',
    importedVersion: 'Se guardó una nueva versión de «{{name}}».',
    duplicated: 'Se guardó una copia de «{{name}}».',
    archivedNotice: '«{{name}}» está archivado.',
    restored: '«{{name}}» vuelve a estar en la lista.',
    publish: 'Publicar',
  },
} satisfies Translated<typeof en>;
