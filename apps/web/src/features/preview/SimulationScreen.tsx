import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from '../../lib/navigation.tsx';
import { Checkbox, Group, Input, Label, NumberField, Text, Button as AriaButton } from 'react-aria-components';
import { HOST_PREVIEW_WAIT_MS, isLeader, type PreviewablePublication } from '@palate/protocol';
import { localize } from '@palate/engine';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { callAsUser } from '../../lib/api.ts';
import { appPath, type AppPrefix, type LoginTargetState } from '../../lib/appPath.ts';
import { hostRequest, useHostState } from '../../lib/host/host.ts';
import { parseSessionParams } from '../../lib/routeOptions.ts';
import { useStoredUser } from '../../lib/userStore.ts';
import { SessionScreen } from '../session/SessionScreen.tsx';
import './preview.css';

export interface SimulationScreenProps {
  prefix: AppPrefix;
  /** The publication to simulate (pvw/{id}/{params}). */
  publicationId: string;
  /** Session params: n{no} proposes the judge to simulate. */
  params: string;
  debug: boolean;
}

type Stage =
  | { kind: 'options' }
  | { kind: 'starting' }
  | { kind: 'saveFailed' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'running'; sessionId: string; captures: string | null };

/**
 * Simulation (spec sections 2 and 4): the leader picks the judge to simulate and whether
 * answers are forced, then answers the publication as that judge. The unfinished earlier
 * simulation is saved first; when that fails the leader may go on without it, retry or
 * cancel. The run itself is the judges' session screen, marked as a simulation.
 */
export function SimulationScreen({ prefix, publicationId, params, debug }: SimulationScreenProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const home = appPath(prefix, { name: 'home' });
  const [judge, setJudge] = useState(() => parseSessionParams(params).setNumber ?? 1);
  const [mandatoryAnswers, setMandatoryAnswers] = useState(true);
  const hostReady = useHostState() === 'ready';
  const [screenshots, setScreenshots] = useState(false);
  const [publication, setPublication] = useState<PreviewablePublication | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'options' });
  const helpId = useId();
  const leader = user !== null && isLeader(user.roles);
  const captures = stage.kind === 'running' ? stage.captures : null;
  const onScreenShown = useCallback(
    (position: number) => {
      if (captures !== null) captureScreen(captures, position);
    },
    [captures],
  );

  useEffect(() => {
    if (!leader) return;
    let current = true;
    callAsUser('run/preview/publications', {}).then(
      ({ pubs }) => current && setPublication(pubs.find((pub) => pub.id === publicationId) ?? null),
      // The list only names the publication; starting will say what is wrong, if anything.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [leader, publicationId]);

  if (!leader) {
    const state: LoginTargetState = { returnTo: location.pathname };
    return <Navigate to={appPath(prefix, { name: 'login' })} state={state} replace />;
  }

  async function begin(discardPrevious: boolean) {
    setStage({ kind: 'starting' });
    try {
      const { se } = await callAsUser('run/reqStart', {
        block: publicationId,
        preview: { judge, mandatoryAnswers, discardPrevious },
      });
      // The host makes a folder for this simulation's captures.
      const captures =
        hostReady && screenshots
          ? (await hostRequest('Run.StartPreview', { publication: publicationId, judge })).id
          : null;
      setStage({ kind: 'running', sessionId: se, captures });
    } catch (error) {
      setStage({ kind: 'failed', error, retry: () => void begin(discardPrevious) });
    }
  }

  async function saveThenBegin() {
    setStage({ kind: 'starting' });
    try {
      await callAsUser('run/preview/save', { id: publicationId });
    } catch {
      setStage({ kind: 'saveFailed' });
      return;
    }
    await begin(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Number.isInteger(judge) && judge >= 1) void saveThenBegin();
  }

  if (stage.kind === 'running') {
    return (
      <SessionScreen
        key={stage.sessionId}
        onScreenShown={onScreenShown}
        prefix={prefix}
        sessionId={stage.sessionId}
        debug={debug}
        asLeader
        renderEnd={() => (
          <section className="pl-message-card pl-end" aria-labelledby="pl-simulation-end-title">
            <h1 id="pl-simulation-end-title" className="pl-end-title">
              {t('preview.endTitle')}
            </h1>
            <p className="pl-end-text">{t('preview.endText')}</p>
            <div className="pl-simulation-actions">
              <Button variant="primary" size="large" onPress={() => void navigate(home)} autoFocus>
                {t('preview.backHome')}
              </Button>
              <Button size="large" onPress={() => setStage({ kind: 'options' })}>
                {t('preview.again')}
              </Button>
            </div>
          </section>
        )}
      />
    );
  }

  const judgeValid = Number.isInteger(judge) && judge >= 1;
  const title = publication ? localize(publication.label, i18n.language) : t('preview.title');
  return (
    <section className="pl-simulation" aria-labelledby="pl-simulation-title">
      <p className="pl-simulation-kicker">{t('preview.title')}</p>
      <h1 id="pl-simulation-title" className="pl-simulation-title">
        {title}
      </h1>
      {publication && <p className="pl-simulation-name">{publication.name}</p>}
      <form className="pl-simulation-form" onSubmit={submit} noValidate>
        <NumberField
          className="pl-field pl-simulation-judge"
          value={judge}
          onChange={setJudge}
          minValue={1}
          step={1}
          isInvalid={!judgeValid}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        >
          <Label className="pl-field-label">{t('preview.judge')}</Label>
          <Group className="pl-stepper">
            <AriaButton slot="decrement" className="pl-stepper-button">
              −
            </AriaButton>
            <Input className="pl-field-input pl-stepper-input" aria-describedby={helpId} />
            <AriaButton slot="increment" className="pl-stepper-button">
              +
            </AriaButton>
          </Group>
          {judgeValid ? (
            <Text id={helpId} slot="description" className="pl-simulation-help">
              {t('preview.judgeHelp', { count: publication?.designRows ?? 1 })}
            </Text>
          ) : (
            <Text id={helpId} slot="errorMessage" className="pl-field-error">
              {t('preview.judgeInvalid')}
            </Text>
          )}
        </NumberField>
        <Checkbox className="pl-choice" isSelected={mandatoryAnswers} onChange={setMandatoryAnswers}>
          <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
          <span className="pl-choice-text">
            {t('preview.mandatoryAnswers')}
            <span className="pl-simulation-help">{t('preview.mandatoryAnswersHelp')}</span>
          </span>
        </Checkbox>
        {/* Outside the desktop host a browser cannot capture screens: shown, disabled, with the reason. */}
        <Checkbox
          className="pl-choice"
          isSelected={hostReady && screenshots}
          onChange={setScreenshots}
          isDisabled={!hostReady}
        >
          <span className="pl-choice-mark pl-choice-mark--box" aria-hidden="true" />
          <span className="pl-choice-text">
            {t('preview.screenshots')}
            <span className="pl-simulation-help">
              {hostReady ? t('preview.screenshotsInHost') : t('preview.screenshotsHelp')}
            </span>
          </span>
        </Checkbox>
        <div className="pl-simulation-actions">
          <Button type="submit" variant="primary" size="large" isPending={stage.kind === 'starting'}>
            {t('preview.start')}
          </Button>
          <Button size="large" variant="quiet" onPress={() => void navigate(home)}>
            {t('preview.cancel')}
          </Button>
        </div>
      </form>
      {stage.kind === 'saveFailed' && (
        <SaveFailedDialog
          onContinue={() => void begin(true)}
          onRetry={() => void saveThenBegin()}
          onCancel={() => setStage({ kind: 'options' })}
        />
      )}
      {stage.kind === 'failed' && (
        <ErrorDialog
          error={stage.error}
          homeHref={home}
          debug={debug}
          onHome={() => void navigate(home)}
          onRetry={stage.retry}
        />
      )}
    </section>
  );
}

interface SaveFailedDialogProps {
  onContinue: () => void;
  onRetry: () => void;
  onCancel: () => void;
}

function SaveFailedDialog({ onContinue, onRetry, onCancel }: SaveFailedDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('preview.saveFailedTitle')}
      actions={
        <>
          <Button variant="primary" onPress={onRetry} autoFocus>
            {t('preview.retry')}
          </Button>
          <Button onPress={onContinue}>{t('preview.continueWithoutSaving')}</Button>
          <Button variant="quiet" onPress={onCancel}>
            {t('preview.cancel')}
          </Button>
        </>
      }
    >
      <p className="pl-dialog-message">{t('preview.saveFailedText')}</p>
    </AlertDialog>
  );
}

/**
 * Asks the host for a picture of the screen once it has settled (spec section 9: preview
 * wait 100 ms). A capture that fails leaves the simulation going.
 */
function captureScreen(folder: string, position: number): void {
  setTimeout(() => {
    const name = `screen-${String(position + 1).padStart(3, '0')}`;
    hostRequest('Run.SavePreview', { id: folder, name }).catch(() => undefined);
  }, HOST_PREVIEW_WAIT_MS);
}

/** The address of a publication's simulation, proposing judge 1. */
export function simulationHref(prefix: AppPrefix, publicationId: string): string {
  return appPath(prefix, { name: 'preview', id: publicationId, params: 'n1' });
}
