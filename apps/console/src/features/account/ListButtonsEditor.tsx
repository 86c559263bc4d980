import { useTranslation } from 'react-i18next';
import { navigationButtons, type AccountSettings, type NavigationButton } from '@palate/protocol';
import { CheckboxField } from '../../lib/CheckboxField.tsx';

type ButtonSettings = Pick<AccountSettings, 'hiddenListButtons' | 'disabledListButtons'>;

/**
 * The judges' list's buttons (spec section 4: previous and next page, go to a page, call
 * the leader, identify, home, refresh): each shown or hidden, and when shown, able to be
 * pressed or not. The list still hides what makes no sense where it runs (paging on one
 * page, calling away from a booth).
 */
export function ListButtonsEditor({
  settings,
  onChange,
}: {
  settings: ButtonSettings;
  onChange: (settings: ButtonSettings) => void;
}) {
  const { t } = useTranslation();
  const toggled = (list: readonly NavigationButton[], button: NavigationButton, on: boolean) =>
    on ? [...list, button] : list.filter((other) => other !== button);
  return (
    <fieldset className="pl-results-fieldset">
      <legend>{t('account.listButtons')}</legend>
      <p className="pl-console-help">{t('account.listButtonsHelp')}</p>
      <ul className="pl-console-plain-list">
        {navigationButtons.map((button) => {
          const shown = !settings.hiddenListButtons.includes(button);
          const name = t(`account.buttons.${button}`);
          return (
            <li key={button}>
              <CheckboxField
                isSelected={shown}
                onChange={(value) =>
                  onChange({ ...settings, hiddenListButtons: toggled(settings.hiddenListButtons, button, !value) })
                }
                label={t('account.buttonShown', { button: name })}
              />
              <CheckboxField
                isSelected={shown && !settings.disabledListButtons.includes(button)}
                isDisabled={!shown}
                onChange={(value) =>
                  onChange({ ...settings, disabledListButtons: toggled(settings.disabledListButtons, button, !value) })
                }
                label={t('account.buttonEnabled', { button: name })}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
