import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/**
 * The signed-in leader's name in the header, opening what a leader needs now and then: the
 * judges' app and signing out. One short button, so that the header holds on one line.
 */
export function UserMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <Button className="pl-console-button pl-console-user" aria-label={t('app.signedInAs', { name })}>
        {name} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="pl-console-popover" placement="bottom end">
        <Menu className="pl-console-menu" onAction={(key) => key === 'signOut' && onSignOut()}>
          <MenuItem className="pl-console-menu-item" id="judgesApp" href="/">
            {t('app.judgesApp')}
          </MenuItem>
          <MenuItem className="pl-console-menu-item" id="signOut">
            {t('app.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
