import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="pl-loading" role="status">
      <span className="pl-spinner" aria-hidden="true" />
      {t('app.loading')}
    </p>
  );
}
