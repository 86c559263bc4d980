import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Toolbar,
} from 'react-aria-components';
import type { NavigationButton, NavigationFlags } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';

export interface ListNavigationBarProps {
  states: Record<NavigationButton, NavigationFlags>;
  page: number;
  pageCount: number;
  /** The call to the leader waits, as the server knows it. */
  calling: boolean;
  /** On a booth, home is the device's start screen: the judge leaves it. */
  onBooth: boolean;
  busy: ReadonlySet<NavigationButton>;
  onPage: (page: number) => void;
  onCall: () => void;
  onIdent: () => void;
  onHome: () => void;
  onRefresh: () => void;
}

/** The list's buttons prev, next, goto, call, ident, home and refresh, shown as the server allows. */
export function ListNavigationBar(props: ListNavigationBarProps) {
  const { t } = useTranslation();
  const { states, page, pageCount, busy } = props;
  const pressable = (button: NavigationButton) => ({
    isDisabled: !states[button].enabled,
    isPending: busy.has(button),
  });
  return (
    <Toolbar className="pl-list-nav" aria-label={t('home.nav.label')}>
      {states.prev.visible && (
        <Button {...pressable('prev')} onPress={() => props.onPage(page - 1)}>
          {t('home.nav.prev')}
        </Button>
      )}
      {states.goto.visible && (
        <Select
          className="pl-list-nav-goto"
          selectedKey={page}
          isDisabled={!states.goto.enabled}
          onSelectionChange={(key) => typeof key === 'number' && props.onPage(key)}
        >
          <Label className="pl-visually-hidden">{t('home.nav.goto')}</Label>
          <AriaButton className="pl-button pl-button--secondary pl-button--normal pl-select-button">
            <SelectValue />
          </AriaButton>
          <Popover className="pl-select-popover">
            <ListBox className="pl-select-list">
              {Array.from({ length: pageCount }, (_, index) => (
                <ListBoxItem key={index} id={index} className="pl-select-option">
                  {t('home.nav.page', { page: index + 1, count: pageCount })}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      )}
      {states.next.visible && (
        <Button {...pressable('next')} onPress={() => props.onPage(page + 1)}>
          {t('home.nav.next')}
        </Button>
      )}
      {states.refresh.visible && (
        <Button {...pressable('refresh')} onPress={props.onRefresh}>
          {t('home.refresh')}
        </Button>
      )}
      {states.call.visible && (
        <Button {...pressable('call')} onPress={props.onCall} aria-pressed={props.calling}>
          {t(props.calling ? 'home.nav.cancelCall' : 'home.nav.call')}
        </Button>
      )}
      {states.ident.visible && (
        <Button {...pressable('ident')} variant="primary" onPress={props.onIdent}>
          {t('home.nav.ident')}
        </Button>
      )}
      {states.home.visible && (
        <Button
          {...pressable('home')}
          onPress={props.onHome}
          aria-label={props.onBooth ? t('home.leaveLabel') : undefined}
        >
          {t(props.onBooth ? 'home.leave' : 'home.nav.home')}
        </Button>
      )}
    </Toolbar>
  );
}
