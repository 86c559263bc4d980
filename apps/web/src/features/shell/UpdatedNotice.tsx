import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readUpdaterRecord, updatedNoticeRemaining } from '../../lib/updater.ts';

/** "Palate has just been updated", for 7 s after the reload that loaded the new version. */
export function UpdatedNotice() {
  const { t } = useTranslation();
  const [remaining] = useState(() => updatedNoticeRemaining(readUpdaterRecord(), Date.now()));
  const [visible, setVisible] = useState(remaining > 0);
  useEffect(() => {
    if (remaining === 0) return;
    const timer = setTimeout(() => setVisible(false), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  if (!visible) return null;
  return (
    <p className="pl-notice pl-updated" role="status">
      {t('shell.updater.updated')}
    </p>
  );
}
