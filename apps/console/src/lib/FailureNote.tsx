import { useTranslation } from 'react-i18next';

/** What went wrong on a screen, in the server's words, announced at once. */
export function FailureNote({ failure }: { failure: string | null }) {
  const { t } = useTranslation();
  return failure === null ? null : (
    <p className="pl-console-error" role="alert">
      {t('app.loadFailed', { message: failure })}
    </p>
  );
}
