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
      'Um ficheiro YAML ou JSON no formato de questionário. É verificado como na linha de comandos; um questionário importado nunca muda: importe-o de novo para criar uma nova versão.',
    chooseFile: 'Escolher um ficheiro…',
    text: 'Definição',
    check: 'Verificar',
    importButton: 'Importar',
    checked: '«{{name}}» não tem erros.',
    imported: '«{{name}}» foi importado.',
    faultsTitle: 'Erros a corrigir',
    fault: 'Linha {{line}}, coluna {{column}}: {{message}}',
    warningsTitle: 'Avisos',
    publish: 'Publicar',
  },
} satisfies Translated<typeof en>;
