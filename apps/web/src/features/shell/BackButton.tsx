import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation.tsx';
import { Button } from '../../components/ui/Button.tsx';

/** Back to the previous screen, or home when the page was opened directly. */
export function BackButton({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBack = () => {
    // The app's router numbers its history entries; index 0 means nothing of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(homeHref));
  };
  return (
    <Button variant="quiet" onPress={onBack}>
      <span aria-hidden="true">←</span> {t('shell.nav.back')}
    </Button>
  );
}
