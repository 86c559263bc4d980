import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A toolbar's arrow keys move the focus along its controls (WAI-ARIA toolbar pattern); Tab still reaches each. */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  // A select keeps its own arrows.
  if (step === 0 || event.target instanceof HTMLSelectElement) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:enabled, select:enabled')];
  const index = controls.indexOf(event.target as HTMLElement);
  const next = controls[(index + step + controls.length) % controls.length];
  if (index === -1 || next === undefined) return;
  event.preventDefault();
  next.focus();
}

/** The list's buttons prev, next, goto, call, ident, home and refresh, shown as the server allows. */
export function ListNavigationBar(props: ListNavigationBarProps) {
  const { t } = useTranslation();
  const gotoId = useId();
  const { states, page, pageCount, busy } = props;
  const pressable = (button: NavigationButton) => ({
    isDisabled: !states[button].enabled,
    isPending: busy.has(button),
  });
  return (
    <div role="toolbar" className="pl-list-nav" aria-label={t('home.nav.label')} onKeyDown={moveAlongToolbar}>
      {states.prev.visible && (
        <Button {...pressable('prev')} onPress={() => props.onPage(page - 1)}>
          {t('home.nav.prev')}
        </Button>
      )}
      {states.goto.visible && (
        <div className="pl-list-nav-goto">
          <label className="pl-visually-hidden" htmlFor={gotoId}>
            {t('home.nav.goto')}
          </label>
          <select
            id={gotoId}
            className="pl-select"
            value={page}
            disabled={!states.goto.enabled}
            onChange={(event) => props.onPage(Number(event.target.value))}
          >
            {Array.from({ length: pageCount }, (_, index) => (
              <option key={index} value={index}>
                {t('home.nav.page', { page: index + 1, count: pageCount })}
              </option>
            ))}
          </select>
        </div>
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
    </div>
  );
}
