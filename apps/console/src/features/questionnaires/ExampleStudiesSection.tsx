import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localize } from '@palate/engine';
import { useExampleStudies } from './useExampleStudies.ts';

/** "New from an example": each study of examples/ as a template, opened in the designer to be adapted. */
export function ExampleStudiesSection() {
  const { t, i18n } = useTranslation();
  const studies = useExampleStudies();
  return (
    <section className="pl-console-card" aria-labelledby="pl-examples-title">
      <h2 id="pl-examples-title">{t('questionnaires.examples.title')}</h2>
      <p className="pl-console-help">{t('questionnaires.examples.help')}</p>
      <ul className="pl-console-examples">
        {studies?.map((study) => {
          return (
            <li key={study.key}>
              <Link
                className="pl-console-link"
                to={`/questionnaires/new/design?example=${encodeURIComponent(study.key)}`}
              >
                {localize(study.definition.title, i18n.language)}
              </Link>
              <span className="pl-console-help">{study.summary}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
