import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  portal: {
    nav: 'Portal',
    title: 'Kopf- und Fußzeile',
    help: 'Kopf- und Fußzeile des Labors um die Start- und Anmeldeseite der Prüfer. Schreiben Sie HTML: Skripte, Formulare und Frames werden dort entfernt, wo es angezeigt wird.',
    screen: 'Seite',
    home: 'Start (die Liste der Fragebögen)',
    login: 'Anmeldung',
    scope: 'Angezeigt auf',
    wholeAccount: 'Allen Geräten des Kontos',
    booth: 'Nur Kabine {{name}}',
    header: 'Kopfzeile',
    footer: 'Fußzeile',
    content: 'HTML',
    style: 'Stil (CSS-Deklarationen, z. B. background: #f4f0ff; padding: 1rem)',
    save: 'Speichern',
    saved: 'Gespeichert.',
    preview: 'Die Seite öffnen, wie Prüfer sie sehen',
    previewHelp: 'Öffnet die Prüferseite des Kontos in einem neuen Tab, mit dem für alle Geräte Gespeicherten.',
  },
} satisfies Translated<typeof en>;
