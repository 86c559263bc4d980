import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  questionnaires: {
    title: 'Questionários',
    empty: 'Ainda não há questionários. Importe um ficheiro de definição para começar.',
    name: 'Nome',
    pages: 'Páginas',
    products: 'Produtos',
    publications: 'Publicações',
    created: 'Importado',
    actions: 'Ações',
    export: 'Exportar em YAML',
    importTitle: 'Importar um ficheiro de definição',
    importHelp:
      'Um ficheiro YAML ou JSON no formato de questionário. É verificado como a linha de comandos o verifica. Um questionário importado nunca muda: para corrigir um, importe o ficheiro corrigido como a sua nova versão.',
    chooseFile: 'Escolher um ficheiro…',
    text: 'Definição',
    check: 'Verificar',
    importButton: 'Importar',
    checked: '«{{name}}» não tem erros.',
    imported: '«{{name}}» foi importado.',
    faultsTitle: 'Erros a corrigir',
    fault: 'Linha {{line}}, coluna {{column}}: {{message}}',
    warningsTitle: 'Avisos',
    version: 'Versão',
    newVersion: 'Nova versão',
    duplicate: 'Duplicar',
    archive: 'Arquivar',
    restore: 'Restaurar',
    showArchived: 'Mostrar os questionários arquivados',
    archivedEmpty: 'Nenhum questionário arquivado.',
    versionTitle: 'Importar uma nova versão de {{name}}',
    versionHelp:
      'A nova versão é guardada ao lado das anteriores: cada publicação continua a servir a versão a partir da qual foi criada.',
    importAsNew: 'Importar antes um questionário próprio',
    importedVersion: 'Foi guardada uma nova versão de «{{name}}».',
    duplicated: 'Foi guardada uma cópia de «{{name}}».',
    archivedNotice: '«{{name}}» está arquivado.',
    restored: '«{{name}}» voltou à lista.',
    publish: 'Publicar',
  },
} satisfies Translated<typeof en>;
