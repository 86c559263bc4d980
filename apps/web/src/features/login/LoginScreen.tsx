import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/navigation.tsx';
import {
  Button as AriaButton,
  Form,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { CallError, ErrorCode, loginFailureData, type LoginForm } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { ChoiceField } from '../../components/ui/ChoiceField.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { callApi } from '../../lib/api.ts';
import { appPath, loginReturnTo, type AppPrefix } from '../../lib/appPath.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { logIn, type LoginInput } from './memberSession.ts';
import { lockMinutes, missingLoginFields, triesMessage, type LoginField } from './loginRules.ts';
import { PasswordForm } from './PasswordForm.tsx';
import './login.css';

export interface LoginScreenProps {
  prefix: AppPrefix;
  /** The account of the address's options; when null the screen asks for one. */
  account: string | null;
}

type View = 'login' | 'reset' | 'expired';

interface Failure {
  code: number | null;
  message: string;
  rc?: number | undefined;
  nld?: number | undefined;
  ld?: number | undefined;
}

/** Login: the spec's screen (section 2), with the reset and expired-password forms in its place. */
export function LoginScreen({ prefix, account: routeAccount }: LoginScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [accountInput, setAccountInput] = useState('');
  const account = routeAccount ?? accountInput;
  const [formAccount, setFormAccount] = useState(routeAccount ?? '');
  const [form, setForm] = useState<LoginForm | null>(null);
  const [values, setValues] = useState({ username: '', password: '' });
  const [step, setStep] = useState<'username' | 'password'>('username');
  const [view, setView] = useState<View>('login');
  const [missing, setMissing] = useState<LoginField[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { disconnected?: boolean } | null)?.disconnected ? t('settings.disconnected') : null,
  );
  const [busy, setBusy] = useState(false);
  /** The judge's name while a facilitator completes their login (account setting facilitator). */
  const [facilitatorFor, setFacilitatorFor] = useState<string | null>(null);
  const [facilitator, setFacilitator] = useState({ username: '', password: '' });
  const [facilitatorMissing, setFacilitatorMissing] = useState<('username' | 'password')[]>([]);
  const passwordRef = useRef<HTMLInputElement>(null);
  /** Set when the password field should take the focus once it is shown. */
  const focusPassword = useRef(false);

  useEffect(() => {
    let current = true;
    const acc = formAccount.trim();
    callApi('members/loginForm', acc === '' ? {} : { acc })
      .then((answer) => current && setForm(answer.form))
      .catch((error: unknown) => {
        if (!current) return;
        // A plain form still lets the user log in when its settings cannot be read.
        setForm({
          accountRequired: false,
          userInput: 'text',
          users: [],
          confirm: false,
          password: true,
          resetKeyHours: 24,
        });
        setFailure({ code: null, message: t(errorMessageKey(error)) });
      });
    return () => {
      current = false;
    };
  }, [formAccount, t]);

  useEffect(() => {
    if (focusPassword.current && passwordRef.current) {
      passwordRef.current.focus();
      focusPassword.current = false;
    }
  });

  const home = appPath(prefix, { name: 'home' });
  const onPasswordSaved = useCallback(
    (username: string) => {
      setValues({ username, password: '' });
      setFailure(null);
      setNotice(t('login.passwordChanged'));
      setView('login');
      setStep('password');
      focusPassword.current = true;
    },
    [t],
  );

  if (!form) return <Loading />;

  const confirmStep = form.confirm && step === 'username';
  const passwordShown = form.password && !confirmStep;
  const fieldOptions = { accountShown: routeAccount === null, accountRequired: form.accountRequired, passwordShown };
  const fieldLabel: Record<LoginField, string> = {
    account: t('login.account'),
    username: t('login.username'),
    password: t('login.password'),
  };
  const requiredError = (field: LoginField) =>
    missing.includes(field) ? t('login.required', { field: fieldLabel[field] }) : null;
  const set = (field: 'username' | 'password') => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stillMissing = missingLoginFields({ account, ...values }, fieldOptions);
    setMissing(stillMissing);
    if (stillMissing.length > 0) return;
    if (confirmStep) {
      setStep('password');
      focusPassword.current = true;
      return;
    }
    await attempt({ account, ...values });
  }

  async function submitFacilitator(event: FormEvent) {
    event.preventDefault();
    const stillMissing = (['username', 'password'] as const).filter((field) => facilitator[field].trim() === '');
    setFacilitatorMissing(stillMissing);
    if (stillMissing.length > 0) return;
    await attempt({ account, ...values, facilitator });
  }

  async function attempt(input: LoginInput) {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const result = await logIn(input);
      if ('facilitatorFor' in result) {
        setFacilitatorFor(result.facilitatorFor);
        return;
      }
      void navigate(loginReturnTo(location.state) ?? appPath(prefix, { name: 'account' }), { replace: true });
    } catch (error) {
      // The facilitator's own expired password is theirs to change, not the judge's: only say so.
      if (error instanceof CallError && error.code === ErrorCode.passwordExpired && !input.facilitator) {
        setView('expired');
        return;
      }
      const data = error instanceof CallError ? loginFailureData.safeParse(error.data) : null;
      setFailure({
        code: error instanceof CallError ? error.code : null,
        message: t(errorMessageKey(error)),
        ...(data?.success ? data.data : {}),
      });
      if (input.facilitator) setFacilitator((previous) => ({ ...previous, password: '' }));
      else setValues((previous) => ({ ...previous, password: '' }));
      focusPassword.current = true;
    } finally {
      setBusy(false);
    }
  }

  if (view !== 'login') {
    return (
      <section className="pl-login" aria-live="polite">
        <PasswordForm
          mode={view}
          username={values.username.trim()}
          account={account}
          resetKeyHours={form.resetKeyHours}
          onSaved={onPasswordSaved}
          onCancel={() => setView('login')}
        />
      </section>
    );
  }

  if (facilitatorFor !== null) {
    const facilitatorLabel = { username: t('login.facilitatorUsername'), password: t('login.facilitatorPassword') };
    const facilitatorError = (field: 'username' | 'password') =>
      facilitatorMissing.includes(field) ? t('login.required', { field: facilitatorLabel[field] }) : null;
    const setFacilitatorField = (field: 'username' | 'password') => (value: string) =>
      setFacilitator((previous) => ({ ...previous, [field]: value }));
    return (
      <section className="pl-login">
        <Form
          className="pl-login-form pl-surface"
          onSubmit={(event) => void submitFacilitator(event)}
          validationBehavior="aria"
        >
          <h1 className="pl-login-title">{t('login.facilitatorTitle')}</h1>
          <p className="pl-login-text">{t('login.facilitatorText', { name: facilitatorFor })}</p>
          <TextField
            label={facilitatorLabel.username}
            value={facilitator.username}
            onChange={setFacilitatorField('username')}
            error={facilitatorError('username')}
            autoComplete="off"
            autoFocus
          />
          <TextField
            label={facilitatorLabel.password}
            type="password"
            value={facilitator.password}
            onChange={setFacilitatorField('password')}
            error={facilitatorError('password')}
            autoComplete="off"
            inputRef={passwordRef}
            name="facilitator-password"
          />
          <LoginAlert failure={failure} />
          <div className="pl-login-actions">
            <Button
              variant="quiet"
              onPress={() => {
                setFacilitatorFor(null);
                setFacilitator({ username: '', password: '' });
                setFacilitatorMissing([]);
                setFailure(null);
              }}
            >
              {t('login.back')}
            </Button>
            <Button type="submit" variant="primary" isPending={busy}>
              {t('login.continue')}
            </Button>
          </div>
        </Form>
      </section>
    );
  }

  return (
    <section className="pl-login">
      <Form className="pl-login-form pl-surface" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <h1 className="pl-login-title">{t('login.title')}</h1>
        {notice && (
          <p className="pl-notice" role="status">
            {notice}
          </p>
        )}
        {routeAccount === null && (
          <TextField
            label={form.accountRequired ? t('login.account') : t('login.accountOptional')}
            value={accountInput}
            onChange={setAccountInput}
            onBlur={() => setFormAccount(accountInput.trim())}
            error={requiredError('account')}
            autoComplete="organization"
            isReadOnly={!confirmStep && form.confirm}
          />
        )}
        {form.userInput === 'text' || form.users.length === 0 ? (
          <TextField
            label={t('login.username')}
            value={values.username}
            onChange={set('username')}
            error={requiredError('username')}
            autoComplete="username"
            autoFocus
            isReadOnly={form.confirm && !confirmStep}
          />
        ) : form.userInput === 'select' ? (
          <Select
            className="pl-field"
            placeholder={t('login.chooseUser')}
            selectedKey={values.username === '' ? null : values.username}
            onSelectionChange={(key) => set('username')(key === null ? '' : String(key))}
            isInvalid={missing.includes('username')}
            isDisabled={form.confirm && !confirmStep}
          >
            <Label className="pl-field-label">{t('login.username')}</Label>
            <AriaButton className="pl-field-input pl-select-button">
              <SelectValue />
              <span aria-hidden="true">▾</span>
            </AriaButton>
            {missing.includes('username') && (
              <Text slot="errorMessage" className="pl-field-error">
                {requiredError('username')}
              </Text>
            )}
            <Popover className="pl-select-popover">
              <ListBox className="pl-select-list">
                {form.users.map((name) => (
                  <ListBoxItem key={name} id={name} className="pl-select-option">
                    {name}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        ) : (
          <ChoiceField
            label={t('login.username')}
            value={values.username === '' ? null : values.username}
            onChange={set('username')}
            options={form.users.map((name) => ({ value: name, label: name }))}
            layout="column"
            error={requiredError('username')}
            isDisabled={form.confirm && !confirmStep}
          />
        )}
        {passwordShown && (
          <>
            <TextField
              label={t('login.password')}
              type="password"
              value={values.password}
              onChange={set('password')}
              error={requiredError('password')}
              autoComplete="current-password"
              inputRef={passwordRef}
              name="password"
            />
            <AriaButton
              className="pl-link-button"
              onPress={() => {
                setFailure(null);
                setView('reset');
              }}
            >
              {t('login.forgotPassword')}
            </AriaButton>
          </>
        )}
        <LoginAlert failure={failure} />
        <div className="pl-login-actions">
          {form.confirm && !confirmStep ? (
            <Button
              variant="quiet"
              onPress={() => {
                setStep('username');
                setValues((previous) => ({ ...previous, password: '' }));
              }}
            >
              {t('login.modify')}
            </Button>
          ) : (
            <Button variant="quiet" onPress={() => void navigate(home)}>
              {t('login.cancel')}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={busy}>
            {confirmStep ? t('login.next') : t('login.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** A refused login: the message, the tries left or the lock with the time it still lasts. */
function LoginAlert({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const tries = triesMessage(failure.rc);
  const locked = failure.nld !== undefined && (failure.code === ErrorCode.loginLocked || failure.rc === 0);
  return (
    <div className="pl-login-alert" role="alert">
      {failure.code !== ErrorCode.loginLocked && <p>{failure.message}</p>}
      {tries && !locked && <p>{t(`login.${tries.key}`, tries.key === 'triesLeft' ? { tries: tries.count } : {})}</p>}
      {locked && (
        <p>{t('login.locked', { minutes: lockMinutes(failure.nld ?? 0), total: lockMinutes(failure.ld ?? 0) })}</p>
      )}
    </div>
  );
}
