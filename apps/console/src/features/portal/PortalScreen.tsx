import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextArea, TextField } from 'react-aria-components';
import { PORTAL_PARTS, type AuthoredPortalPart } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { useLeaderSession } from '../../lib/sessionContext.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';

type ScreenType = AuthoredPortalPart['type'];
type PartName = AuthoredPortalPart['name'];
/** What the leader edits: the account's own parts (no booth), or a booth's. */
type Place = { scope: 'account' } | { scope: 'terminal'; id: string };

/** The lab's header and footer around the judges' home and login screens, for the account or one booth. */
export function PortalScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { session } = useLeaderSession();
  const { data, failure, fail, reload } = useLeaderCall('acc/portal/list', {}, onSignedOut);
  const booths = useLeaderCall('terms', {}, onSignedOut);
  const [type, setType] = useState<ScreenType>('login');
  const [place, setPlace] = useState<Place>({ scope: 'account' });
  const [notice, setNotice] = useState('');

  const stored = (name: PartName) =>
    data?.parts.find(
      (part) =>
        part.type === type &&
        part.name === name &&
        part.scope === place.scope &&
        (place.scope === 'account' || part.scopeId === place.id),
    );
  const previewPath = `/${encodeURIComponent(session?.account ?? '')}/${i18n.language}/${type === 'login' ? 'login' : ''}`;

  return (
    <section className="pl-console-card" aria-labelledby="pl-portal-title">
      <h1 id="pl-portal-title">{t('portal.title')}</h1>
      <p className="pl-console-help">{t('portal.help')}</p>
      <FailureNote failure={failure} />
      <div className="pl-console-actions">
        <label className="pl-console-select-field">
          <span>{t('portal.screen')}</span>
          <select value={type} onChange={(event) => setType(event.currentTarget.value as ScreenType)}>
            <option value="login">{t('portal.login')}</option>
            <option value="home">{t('portal.home')}</option>
          </select>
        </label>
        <label className="pl-console-select-field">
          <span>{t('portal.scope')}</span>
          <select
            value={place.scope === 'account' ? '' : place.id}
            onChange={(event) => {
              const id = event.currentTarget.value;
              setPlace(id === '' ? { scope: 'account' } : { scope: 'terminal', id });
            }}
          >
            <option value="">{t('portal.wholeAccount')}</option>
            {booths.data?.terms.items.map((booth) => (
              <option key={booth.id} value={booth.id}>
                {t('portal.booth', { name: booth.name })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {data &&
        PORTAL_PARTS.map((name) => (
          <PartEditor
            // A part starts again from what is stored whenever the screen or the place changes.
            key={`${type}/${place.scope === 'account' ? '' : place.id}/${name}/${stored(name)?.content ?? ''}`}
            name={name}
            stored={stored(name)}
            onSave={(content, style) =>
              callAsLeader(
                'acc/portal/save',
                {
                  scope: place.scope,
                  ...(place.scope === 'terminal' ? { scopeId: place.id } : {}),
                  type,
                  name,
                  content,
                  style,
                },
                i18n.language,
              )
                .then(() => {
                  setNotice(t('portal.saved'));
                  reload();
                })
                .catch(fail)
            }
          />
        ))}
      <p>
        <a className="pl-console-link" href={previewPath} target="_blank" rel="noopener noreferrer">
          {t('portal.preview')}
        </a>
      </p>
      <p className="pl-console-help">{t('portal.previewHelp')}</p>
    </section>
  );
}

function PartEditor({
  name,
  stored,
  onSave,
}: {
  name: PartName;
  stored: AuthoredPortalPart | undefined;
  onSave: (content: string, style: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState(stored?.content ?? '');
  const [style, setStyle] = useState(stored?.style ?? '');
  useUnsavedChanges(content !== (stored?.content ?? '') || style !== (stored?.style ?? ''));
  return (
    <fieldset className="pl-results-fieldset pl-portal-part">
      <legend>{t(name === 'header' ? 'portal.header' : 'portal.footer')}</legend>
      <TextField className="pl-console-field" value={content} onChange={setContent}>
        <Label>{t('portal.content')}</Label>
        <TextArea className="pl-console-code-area" rows={5} spellCheck={false} />
      </TextField>
      <TextField className="pl-console-field" value={style} onChange={setStyle}>
        <Label>{t('portal.style')}</Label>
        <Input />
      </TextField>
      <Button className="pl-console-button pl-console-button--primary" onPress={() => void onSave(content, style)}>
        {t('portal.save')}
      </Button>
    </fieldset>
  );
}
