import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  audit: {
    title: 'Prüfprotokoll',
    help: 'Wer wann über die Konsole eine Sitzung oder Einstellung geändert hat. Neueste zuerst.',
    show: 'Anzeigen',
    all: 'Alles',
    runs: 'Durchgänge der Prüfer',
    booths: 'Kabinen',
    members: 'Mitglieder',
    empty: 'Noch wurde nichts geändert.',
    when: 'Wann',
    who: 'Wer',
    what: 'Was',
    target: 'Woran',
    actions: {
      runEnd: 'Hat den Durchgang eines Prüfers beendet',
      runRestart: 'Hat einen Prüfer zu Seite {{screen}} zurückgeschickt',
      boothRelease: 'Hat eine Kabine freigegeben',
      boothCallAnswered: 'Hat den Ruf einer Kabine angenommen',
      memberCreate: 'Hat ein Mitglied hinzugefügt',
      memberRoles: 'Hat die Rollen eines Mitglieds geändert',
      memberDeactivate: 'Hat ein Mitglied deaktiviert',
      memberReactivate: 'Hat ein Mitglied aktiviert',
      memberUnlock: 'Hat ein Mitglied entsperrt',
      memberImport: 'Hat {{count}} Prüfer importiert',
      memberResetKey: 'Hat einen Rücksetzschlüssel ausgegeben',
    },
  },
} satisfies Translated<typeof en>;
