import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

/**
 * The signed-in leader's name in the header, opening what a leader needs now and then: for
 * an administrator the judges' screens (portal) and the audit log, then the judges' app and
 * signing out. One short button, so that the header holds on one line in every language.
 */
export function UserMenu({ name, admin, onSignOut }: { name: string; admin: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  // Through the router, so that unsaved edits are asked about as for the header's links.
  const navigate = useNavigate();
  const act = (key: string | number) => {
    if (key === 'signOut') onSignOut();
    else if (key === 'portal' || key === 'audit') void navigate(`/${key}`);
  };
  return (
    <MenuTrigger>
      <Button className="pl-console-button pl-console-user" aria-label={t('app.signedInAs', { name })}>
        {name} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="pl-console-popover" placement="bottom end">
        <Menu className="pl-console-menu" onAction={act}>
          {admin && (
            <MenuItem className="pl-console-menu-item" id="portal">
              {t('portal.nav')}
            </MenuItem>
          )}
          {admin && (
            <MenuItem className="pl-console-menu-item" id="audit">
              {t('app.auditNav')}
            </MenuItem>
          )}
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
