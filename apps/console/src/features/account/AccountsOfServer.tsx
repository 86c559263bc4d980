import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Label, NumberField, TextField } from 'react-aria-components';
import { callAsLeader } from '../../lib/api.ts';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';

/** The server's accounts for its administrators: each one's members and licence, and a new account. */
export function AccountsOfServer({
  onFailure,
  onSignedOut,
}: {
  onFailure: (error: unknown) => void;
  onSignedOut: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, reload } = useLeaderCall('acc/list', {}, onSignedOut);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [notice, setNotice] = useState('');

  return (
    <section className="pl-console-card" aria-labelledby="pl-accounts-title">
      <h2 id="pl-accounts-title">{t('account.accounts')}</h2>
      <p className="pl-console-success" role="status">
        {notice}
      </p>
      {data && (
        <TableScroll label={t('account.accounts')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('account.code')}</th>
                <th scope="col">{t('account.members')}</th>
                <th scope="col">{t('account.licence')}</th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((account) => (
                <tr key={account.code}>
                  <th scope="row">
                    {account.code}
                    <span className="pl-console-note">{account.name}</span>
                  </th>
                  <td>{account.members}</td>
                  <td>
                    {account.licence.maxDevices === null
                      ? t('account.devicesUnlimited', { inUse: account.licence.devicesInUse })
                      : t('account.devices', { inUse: account.licence.devicesInUse, max: account.licence.maxDevices })}
                    <form
                      className="pl-console-inline-form"
                      onSubmit={(event) => {
                        event.preventDefault();
                        const limit = limits[account.code] ?? account.licence.own ?? NaN;
                        callAsLeader(
                          'acc/licence',
                          { code: account.code, maxDevices: Number.isFinite(limit) ? limit : null },
                          i18n.language,
                        )
                          .then(() => {
                            setNotice(t('account.saved'));
                            reload();
                          })
                          .catch(onFailure);
                      }}
                    >
                      <NumberField
                        className="pl-console-field"
                        minValue={0}
                        value={limits[account.code] ?? account.licence.own ?? NaN}
                        onChange={(value) => setLimits({ ...limits, [account.code]: value })}
                      >
                        <Label>{t('account.maxDevices')}</Label>
                        <Input />
                      </NumberField>
                      <Button type="submit" className="pl-console-button">
                        {t('account.setLicence')}
                      </Button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <h3>{t('account.create')}</h3>
      <Form
        className="pl-console-form"
        onSubmit={(event) => {
          event.preventDefault();
          callAsLeader('acc/create', { code, name }, i18n.language)
            .then(() => {
              setNotice(t('account.created', { code }));
              setCode('');
              setName('');
              reload();
            })
            .catch(onFailure);
        }}
      >
        <TextField className="pl-console-field" value={code} onChange={setCode} isRequired>
          <Label>{t('account.code')}</Label>
          <Input autoComplete="off" />
        </TextField>
        <TextField className="pl-console-field" value={name} onChange={setName} isRequired>
          <Label>{t('account.name')}</Label>
          <Input autoComplete="off" />
        </TextField>
        <Button type="submit" className="pl-console-button pl-console-button--primary">
          {t('account.create')}
        </Button>
      </Form>
    </section>
  );
}
