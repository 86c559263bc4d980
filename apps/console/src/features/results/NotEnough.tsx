import { useTranslation } from 'react-i18next';

/** Where the data cannot give a figure: said plainly, with the statistics' own reason (in English). */
export function NotEnough({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <p className="pl-results-insufficient">
      {t('results.notEnough')}{' '}
      <span lang="en" className="pl-console-note">
        ({reason})
      </span>
    </p>
  );
}
