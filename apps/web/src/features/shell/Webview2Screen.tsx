import { useTranslation } from 'react-i18next';
import { BackButton } from './BackButton.tsx';

/** Why the desktop host needs Microsoft Edge WebView2, with the way back. */
export function Webview2Screen({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <article className="pl-page pl-webview2">
      <BackButton homeHref={homeHref} />
      <h1 className="pl-page-title">{t('shell.webview2.title')}</h1>
      <p className="pl-card">{t('shell.webview2.text')}</p>
    </article>
  );
}
