import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/navigation.tsx';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@palate/engine';
import { withLanguage } from '../../lib/languagePath.ts';

/** The language chooser of the header, a native <select>: changes the address's lang segment, keeping the route. */
export function LanguageChooser({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  return (
    <div className="pl-language">
      <label className="pl-visually-hidden" htmlFor={selectId}>
        {t('shell.language.label')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="pl-icon pl-language-icon">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <select
        id={selectId}
        className="pl-language-select"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value as Language;
          if (chosen !== language) navigate(withLanguage(location.pathname, chosen) + location.search);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
