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
      'Un archivo YAML o JSON en el formato de cuestionario. Se comprueba como lo hace la línea de órdenes; un cuestionario importado nunca cambia: impórtelo de nuevo para crear una versión nueva.',
    chooseFile: 'Elegir un archivo…',
    text: 'Definición',
    check: 'Comprobar',
    importButton: 'Importar',
    checked: '«{{name}}» no tiene errores.',
    imported: '«{{name}}» se ha importado.',
    faultsTitle: 'Errores que corregir',
    fault: 'Línea {{line}}, columna {{column}}: {{message}}',
    warningsTitle: 'Advertencias',
    publish: 'Publicar',
  },
} satisfies Translated<typeof en>;
