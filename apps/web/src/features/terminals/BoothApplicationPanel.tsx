import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/ChoiceField.tsx';
import { hostRequest, useHostState } from '../../lib/host/host.ts';
import { useBusyAction } from './useBusyAction.ts';

export interface BoothApplicationPanelProps {
  connectHref: string;
  onFailure: (error: unknown) => void;
}

const WINDOW_SIZES = ['1280x800', '1920x1080', '1366x768', '1024x768'] as const;
type WindowSize = (typeof WINDOW_SIZES)[number];

function dimensions(size: WindowSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}

/**
 * What a leader sets of the booth application itself (inside a host only): full screen or
 * a window of a given size, kept by the host for its next start (configSave); the
 * connection settings; the host's help.
 */
export function BoothApplicationPanel({ connectHref, onFailure }: BoothApplicationPanelProps) {
  const { t } = useTranslation();
  const hostState = useHostState();
  const [fullscreen, setFullscreen] = useState<boolean | null>(null);
  const [size, setSize] = useState<WindowSize>('1280x800');
  const { busy, act } = useBusyAction(onFailure);
  if (hostState !== 'ready') return null;

  const toggleFullscreen = () =>
    act(async () => {
      const { fullscreen: now } = await hostRequest('fullscreenToggle', {});
      setFullscreen(now);
      await hostRequest('configSave', { config: { fullscreen: now, ...dimensions(size) } });
    });

  const applySize = () =>
    act(async () => {
      await hostRequest('SetWindowSize', dimensions(size));
      setFullscreen(false);
      await hostRequest('configSave', { config: { fullscreen: false, ...dimensions(size) } });
    });

  return (
    <section className="pl-device-card pl-booth-application" aria-labelledby="pl-booth-application-title">
      <h2 id="pl-booth-application-title" className="pl-section-title">
        {t('device.application.title')}
      </h2>
      <div className="pl-page-actions">
        <Button isDisabled={busy} onPress={() => void toggleFullscreen()}>
          {t('device.application.fullscreen')}
        </Button>
        {fullscreen !== null && (
          <p className="pl-muted" role="status">
            {t(fullscreen ? 'device.application.isFullscreen' : 'device.application.isWindow')}
          </p>
        )}
      </div>
      <ChoiceField
        label={t('device.application.windowSize')}
        value={size}
        onChange={setSize}
        options={WINDOW_SIZES.map((value) => ({ value, label: value.replace('x', ' × ') }))}
      />
      <div className="pl-page-actions">
        <Button isDisabled={busy} onPress={() => void applySize()}>
          {t('device.application.applySize')}
        </Button>
        <Link className="pl-button" to={connectHref}>
          {t('device.application.connection')}
        </Link>
        <Button
          isDisabled={busy}
          onPress={() => void act(async () => void (await hostRequest('Help', { context: 'device' })))}
        >
          {t('device.application.help')}
        </Button>
      </div>
    </section>
  );
}
