import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  portal: {
    nav: 'Portal',
    title: 'Encabezado y pie',
    help: 'El encabezado y el pie del laboratorio alrededor de las pantallas de inicio y de acceso de los jueces. Escriba HTML: los scripts, formularios y marcos se quitan donde se muestra.',
    screen: 'Pantalla',
    home: 'Inicio (la lista de cuestionarios)',
    login: 'Inicio de sesión',
    scope: 'Se muestra en',
    wholeAccount: 'Todos los dispositivos de la cuenta',
    booth: 'Solo la cabina {{name}}',
    header: 'Encabezado',
    footer: 'Pie',
    content: 'HTML',
    style: 'Estilo (declaraciones CSS, p. ej. background: #f4f0ff; padding: 1rem)',
    save: 'Guardar',
    saved: 'Guardado.',
    preview: 'Abrir la pantalla como la ven los jueces',
    previewHelp:
      'Abre la pantalla de los jueces de la cuenta en una pestaña nueva, con lo guardado para todos los dispositivos.',
  },
} satisfies Translated<typeof en>;
