import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/ChoiceField.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { callApi } from '../../lib/api.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { identifyJudge } from '../../lib/judgeSession.ts';
import '../login/login.css';

export interface IdentifyDialogProps {
  /** The questionnaires that need a name, whose judges are offered. */
  pubIds: string[];
  terminalToken: string;
  onClose: () => void;
}

interface Choices {
  names: { login: string; name: string }[];
  /** The account's login screen asks a password. */
  password: boolean;
}

/** At a booth: the judge picks their name from the panel's list and logs in. */
export function IdentifyDialog({ pubIds, terminalToken, onClose }: IdentifyDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices | null>(null);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    Promise.all([
      Promise.all(pubIds.map((id) => callApi('publication/members', { id, term: terminalToken }))),
      callApi('members/loginForm', {}),
    ]).then(
      ([lists, { form }]) => {
        if (!current) return;
        // A judge of several of these questionnaires is offered once.
        const byLogin = new Map(lists.flatMap((list) => list.members.items).map((item) => [item.login, item]));
        setChoices({ names: [...byLogin.values()], password: form.password });
      },
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [pubIds, terminalToken]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (login === '') return;
    setBusy(true);
    setError(null);
    try {
      // The list behind is replaced with the named judge's as soon as they are stored.
      await identifyJudge(login, password);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy="pl-identify-title" onDismiss={onClose} className="pl-identify">
      <div className="pl-dialog">
        <h2 id="pl-identify-title" className="pl-dialog-title">
          {t('home.identify.title')}
        </h2>
        {choices === null && error === null && <Loading />}
        {choices !== null && choices.names.length === 0 && <p>{t('home.identify.nobody')}</p>}
        {choices !== null && choices.names.length > 0 && (
          <form className="pl-identify-form" onSubmit={(event) => void submit(event)}>
            <ChoiceField
              label={t('home.identify.pickName')}
              value={login === '' ? null : login}
              onChange={setLogin}
              options={choices.names.map((item) => ({
                value: item.login,
                label: item.name === '' ? item.login : item.name,
              }))}
              layout="column"
              isRequired
            />
            {choices.password && (
              <TextField
                label={t('login.password')}
                type="password"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
              />
            )}
            {error !== null && (
              <p className="pl-field-error" role="alert">
                {t(errorMessageKey(error))}
              </p>
            )}
            <div className="pl-dialog-actions">
              <Button onPress={onClose}>{t('home.identify.cancel')}</Button>
              <Button type="submit" variant="primary" isPending={busy} isDisabled={login === ''}>
                {t('home.identify.submit')}
              </Button>
            </div>
          </form>
        )}
        {choices === null && error !== null && (
          <>
            <p className="pl-field-error" role="alert">
              {t(errorMessageKey(error))}
            </p>
            <div className="pl-dialog-actions">
              <Button onPress={onClose}>{t('home.identify.cancel')}</Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
