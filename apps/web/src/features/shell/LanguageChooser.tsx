import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@palate/engine';
import { withLanguage } from '../../lib/languagePath.ts';

/** The language chooser of the header: changes the address's lang segment, keeping the route. */
export function LanguageChooser({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Select
      className="pl-language"
      selectedKey={language}
      onSelectionChange={(key) => {
        if (typeof key === 'string' && key !== language)
          void navigate(withLanguage(location.pathname, key as Language) + location.search);
      }}
    >
      <Label className="pl-visually-hidden">{t('shell.language.label')}</Label>
      <Button className="pl-button pl-button--quiet pl-language-button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="pl-icon">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <SelectValue />
      </Button>
      <Popover className="pl-popover">
        <ListBox className="pl-listbox">
          {LANGUAGES.map((code) => (
            <ListBoxItem key={code} id={code} className="pl-listbox-item" textValue={LANGUAGE_NAMES[code]} lang={code}>
              {LANGUAGE_NAMES[code]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
