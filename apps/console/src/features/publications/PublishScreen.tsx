import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, FileTrigger, Form, Input, Label, NumberField, Text, TextField } from 'react-aria-components';
import { CallError } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { instant } from '../../lib/dateField.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { incompleteBlocksText } from '../../lib/incompleteBlocksText.ts';
import { useFailure } from '../../lib/useFailure.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';
import { ServedBatchFields, servedList, type ServedBatches } from '../products/ServedBatchFields.tsx';
import { AudienceFields } from './AudienceFields.tsx';
import { audienceOf, type AudienceDraft } from './audienceDraft.ts';
import { TargetBalanceNote } from './TargetBalanceNote.tsx';

/**
 * Publishing a questionnaire as `palate publish` does: its name (the questionnaire's title
 * unless changed), who may answer, the target (with the judges who complete the design),
 * the dates that end its life, a tray-number prompt, offline answering, the samples per
 * judge (K, the definition's unless changed) with the incomplete block design they give,
 * told before publishing, and the lab's own sample codes (a CSV file whose faults come back
 * by line); and its audience: the judges' profiles it is restricted to, and its quotas; and
 * the batch served of each product that names one of the product library.
 */
export function PublishScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // Null: the questionnaire's title, until the leader types a name of their own.
  const [typedName, setName] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [edited, setEdited] = useState(false);
  const edits = useUnsavedChanges(edited);
  // Any field typed in, ticked or chosen makes the form's edits worth keeping (Form takes no input
  // handler). Told after the event: a render inside it would undo the field's own change.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const edit = () => (timer = setTimeout(() => setEdited(true)));
    element?.addEventListener('input', edit, { once: true });
    return () => {
      element?.removeEventListener('input', edit);
      clearTimeout(timer);
    };
  }, []);
  const [anonymous, setAnonymous] = useState(true);
  const [offline, setOffline] = useState(false);
  const [training, setTraining] = useState(false);
  const [target, setTarget] = useState(NaN);
  const [opens, setOpens] = useState('');
  const [expires, setExpires] = useState('');
  const [deletes, setDeletes] = useState('');
  const [trays, setTrays] = useState(false);
  const [trayMin, setTrayMin] = useState(1);
  const [trayMax, setTrayMax] = useState(24);
  const [uniqueTrays, setUniqueTrays] = useState(true);
  const [repetitions, setRepetitions] = useState(NaN);
  const [blocks, setBlocks] = useState<'' | 'single' | 'perRepetition'>('');
  const [set, setSet] = useState(NaN);
  const [reassignIdle, setReassignIdle] = useState(NaN);
  // NaN: as the definition says.
  const [samplesPerJudge, setSamplesPerJudge] = useState(NaN);
  const [codes, setCodes] = useState<{ file: string; text: string } | null>(null);
  // Codes per judge are drawn by the server: a lab's code file rules them out.
  const [codesPerJudge, setCodesPerJudge] = useState(false);
  const [judgesTitle, setJudgesTitle] = useState('');
  const [audience, setAudience] = useState<AudienceDraft>({ filter: [], quotas: [] });
  const { data: profile } = useLeaderCall('acc/profile/fields', {}, onSignedOut);
  const { data: servable } = useLeaderCall('acc/products/servable', { questionnaire: id }, onSignedOut);
  const [batches, setBatches] = useState<ServedBatches>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, fail] = useFailure(onSignedOut);
  const [pending, setPending] = useState(false);
  const { data: design, failure: designFailure } = useLeaderCall(
    'pub/design',
    {
      questionnaireId: id,
      ...(Number.isNaN(set) ? {} : { set }),
      ...(Number.isNaN(samplesPerJudge) ? {} : { samplesPerJudge }),
    },
    onSignedOut,
  );
  const name = typedName ?? design?.title ?? '';
  const shownSamplesPerJudge = Number.isNaN(samplesPerJudge)
    ? (design?.definedSamplesPerJudge ?? NaN)
    : samplesPerJudge;
  const samplesOutOfRange =
    design !== null &&
    !Number.isNaN(shownSamplesPerJudge) &&
    (shownSamplesPerJudge < 2 || shownSamplesPerJudge >= design.products);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameMissing(true);
      document.getElementById('pl-publish-name')?.focus();
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      const published = await callAsLeader(
        'pub/create',
        {
          questionnaireId: id,
          name: name.trim(),
          anonymous,
          offline,
          training,
          ...(Number.isNaN(target) ? {} : { target }),
          ...(instant(opens) === undefined ? {} : { opens: instant(opens) }),
          ...(instant(expires) === undefined ? {} : { expires: instant(expires) }),
          ...(instant(deletes) === undefined ? {} : { deletes: instant(deletes) }),
          ...(trays ? { tray: { min: trayMin, max: trayMax, unique: uniqueTrays } } : {}),
          ...(Number.isNaN(repetitions) ? {} : { repetitions }),
          ...(blocks === '' ? {} : { blocks }),
          ...(Number.isNaN(set) ? {} : { set }),
          ...(Number.isNaN(samplesPerJudge) ? {} : { samplesPerJudge }),
          ...(Number.isNaN(reassignIdle) ? {} : { reassignIdle }),
          ...(codes ? { codes: codes.text } : {}),
          ...(codesPerJudge && !codes ? { codesPerJudge: true } : {}),
          ...(judgesTitle.trim() === '' ? {} : { judgesTitle: judgesTitle.trim() }),
          ...audienceOf(audience, profile?.fields ?? []),
        },
        i18n.language,
      );
      const served = servedList(batches);
      if (served.length > 0) {
        await callAsLeader('acc/products/serve', { publication: published.id, served }, i18n.language);
      }
      edits.saved();
      await navigate('/publications');
    } catch (error) {
      // The server's refusal, in the leader's language, with the code file's line where it has one.
      if (error instanceof CallError && !isSignedOutCode(error.code)) setRefusal(refusalText(error));
      else fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="pl-console-card pl-console-publish" aria-labelledby="pl-publish-title">
      <h1 id="pl-publish-title">{t('publications.publishTitle')}</h1>
      <FailureNote failure={failure} />
      <Form ref={form} className="pl-console-form" validationBehavior="aria" onSubmit={(event) => void submit(event)}>
        <TextField
          className="pl-console-field"
          value={name}
          onChange={(typed) => {
            setName(typed);
            if (typed.trim() !== '') setNameMissing(false);
          }}
          isRequired
          isInvalid={nameMissing}
        >
          <Label>{t('publications.name')}</Label>
          <Input id="pl-publish-name" />
          {nameMissing && (
            <Text slot="errorMessage" className="pl-console-error">
              {t('publications.nameMissing')}
            </Text>
          )}
        </TextField>
        <TextField className="pl-console-field" value={judgesTitle} onChange={setJudgesTitle} maxLength={200}>
          <Label>{t('publications.judgesTitleField')}</Label>
          <Input aria-describedby="pl-publish-judges-title" />
        </TextField>
        <p id="pl-publish-judges-title" className="pl-console-help">
          {t('publications.judgesTitleHelp')}
        </p>
        <CheckboxField isSelected={anonymous} onChange={setAnonymous} label={t('publications.anonymous')} />
        <CheckboxField isSelected={offline} onChange={setOffline} label={t('publications.offline')} />
        <CheckboxField isSelected={training} onChange={setTraining} label={t('publications.training')} />
        <NumberField className="pl-console-field" minValue={1} value={target} onChange={setTarget}>
          <Label>{t('publications.targetField')}</Label>
          <Input aria-describedby="pl-publish-balance" />
        </NumberField>
        <TargetBalanceNote
          id="pl-publish-balance"
          judgesPerBlock={design?.judgesPerBlock ?? 1}
          target={Number.isNaN(target) ? null : target}
        />
        <label className="pl-console-field">
          <span>{t('publications.opens')}</span>
          <input type="datetime-local" value={opens} onChange={(event) => setOpens(event.currentTarget.value)} />
        </label>
        <label className="pl-console-field">
          <span>{t('publications.expires')}</span>
          <input type="datetime-local" value={expires} onChange={(event) => setExpires(event.currentTarget.value)} />
        </label>
        <label className="pl-console-field">
          <span>{t('publications.deletes')}</span>
          <input type="datetime-local" value={deletes} onChange={(event) => setDeletes(event.currentTarget.value)} />
        </label>
        <CheckboxField isSelected={trays} onChange={setTrays} label={t('publications.askTray')} />
        {trays && (
          <div className="pl-console-actions">
            <NumberField className="pl-console-field" minValue={1} value={trayMin} onChange={setTrayMin}>
              <Label>{t('publications.trayMin')}</Label>
              <Input />
            </NumberField>
            <NumberField className="pl-console-field" minValue={1} value={trayMax} onChange={setTrayMax}>
              <Label>{t('publications.trayMax')}</Label>
              <Input />
            </NumberField>
            <CheckboxField isSelected={uniqueTrays} onChange={setUniqueTrays} label={t('publications.uniqueTrays')} />
          </div>
        )}
        <NumberField
          className="pl-console-field"
          minValue={1}
          maxValue={20}
          value={repetitions}
          onChange={setRepetitions}
        >
          <Label>{t('publications.repetitionsField')}</Label>
          <Input />
        </NumberField>
        <label className="pl-console-select-field">
          <span>{t('publications.blocksField')}</span>
          <select
            value={blocks}
            onChange={(event) => setBlocks(event.currentTarget.value as '' | 'single' | 'perRepetition')}
          >
            <option value="">{t('publications.blocksAsDefined')}</option>
            <option value="single">{t('publications.blocksSingle')}</option>
            <option value="perRepetition">{t('publications.blocksPerRepetition')}</option>
          </select>
        </label>
        <NumberField className="pl-console-field" minValue={1} maxValue={100} value={set} onChange={setSet}>
          <Label>{t('publications.setField')}</Label>
          <Input />
        </NumberField>
        <NumberField
          className="pl-console-field"
          minValue={1}
          maxValue={1000}
          value={shownSamplesPerJudge}
          onChange={setSamplesPerJudge}
          isInvalid={samplesOutOfRange}
        >
          <Label>{t('publications.samplesPerJudgeField')}</Label>
          <Input aria-describedby="pl-publish-design" />
        </NumberField>
        <FailureNote failure={designFailure} />
        <p
          id="pl-publish-design"
          className={samplesOutOfRange ? 'pl-console-error' : 'pl-console-note'}
          aria-live="polite"
        >
          {design &&
            (samplesOutOfRange
              ? t('publications.samplesPerJudgeRange', { most: design.products - 1, products: design.products })
              : design.incompleteBlocks
                ? incompleteBlocksText(t, design.incompleteBlocks)
                : t('publications.everyProduct', { products: design.products }))}
        </p>
        <NumberField
          className="pl-console-field"
          minValue={1}
          maxValue={10_080}
          value={reassignIdle}
          onChange={setReassignIdle}
        >
          <Label>{t('publications.reassignField')}</Label>
          <Input />
        </NumberField>
        <div className="pl-console-actions">
          <FileTrigger
            acceptedFileTypes={['.csv', '.txt', 'text/csv', 'text/plain']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void file.text().then((text) => setCodes({ file: file.name, text }));
            }}
          >
            <Button className="pl-console-button">{t('publications.codeFile')}</Button>
          </FileTrigger>
          <span className="pl-console-help">
            {codes ? t('publications.codeFileChosen', { file: codes.file }) : t('publications.codeFileNone')}
          </span>
        </div>
        <CheckboxField
          isSelected={codesPerJudge && !codes}
          onChange={setCodesPerJudge}
          isDisabled={codes !== null}
          label={t('publications.codesPerJudge')}
        />
        <p className="pl-console-help">
          {t(codes ? 'publications.codesPerJudgeFile' : 'publications.codesPerJudgeHelp')}
        </p>
        <AudienceFields fields={profile?.fields ?? []} draft={audience} onChange={setAudience} />
        <ServedBatchFields products={servable?.products ?? []} chosen={batches} onChange={setBatches} />
        {refusal && (
          <p className="pl-console-error" role="alert">
            {refusal}
          </p>
        )}
        <Button
          type="submit"
          className="pl-console-button pl-console-button--primary"
          isDisabled={pending}
          aria-busy={pending || undefined}
        >
          {t('publications.publish')}
        </Button>
      </Form>
    </section>
  );

  function refusalText(error: CallError): string {
    const { line, reason } = (error.data ?? {}) as { line?: unknown; reason?: unknown };
    const text = t(`error.${error.code}`, { defaultValue: error.message });
    const message = typeof reason === 'string' ? `${text} ${reason}` : text;
    return typeof line === 'number' ? t('publications.codeFileFault', { line, message }) : message;
  }
}

function isSignedOutCode(code: number): boolean {
  return code === 1100 || code === 1101;
}
