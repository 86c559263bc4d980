import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';

/** React Aria formats numbers and lays out sliders for the same language as the texts. */
export function withAriaLocale<Props extends object>(Control: ComponentType<Props>): ComponentType<Props> {
  return function InJudgesLanguage(props: Props) {
    const { i18n } = useTranslation();
    return (
      <I18nProvider locale={i18n.language}>
        <Control {...props} />
      </I18nProvider>
    );
  };
}
