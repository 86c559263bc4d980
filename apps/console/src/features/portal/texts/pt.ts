import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  portal: {
    nav: 'Portal',
    title: 'Cabeçalho e rodapé',
    help: 'O cabeçalho e o rodapé do laboratório à volta dos ecrãs inicial e de início de sessão dos provadores. Escreva HTML: scripts, formulários e molduras são removidos onde é mostrado.',
    screen: 'Ecrã',
    home: 'Início (a lista de questionários)',
    login: 'Início de sessão',
    scope: 'Mostrado em',
    wholeAccount: 'Todos os dispositivos da conta',
    booth: 'Só a cabine {{name}}',
    header: 'Cabeçalho',
    footer: 'Rodapé',
    content: 'HTML',
    style: 'Estilo (declarações CSS, p. ex. background: #f4f0ff; padding: 1rem)',
    save: 'Guardar',
    saved: 'Guardado.',
    preview: 'Abrir o ecrã como os provadores o veem',
    previewHelp:
      'Abre o ecrã dos provadores da conta num novo separador, com o que está guardado para todos os dispositivos.',
  },
} satisfies Translated<typeof en>;
