import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import type { AdministeredMemberView, ConnectionItem, Participation } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { NoticeDialog } from '../../lib/NoticeDialog.tsx';
import { useLeaderSession } from '../../lib/sessionContext.ts';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { JudgeEmailDialog } from './JudgeEmailDialog.tsx';
import { JudgeProfileDialog } from './JudgeProfileDialog.tsx';
import { JudgesImport } from './JudgesImport.tsx';
import { NewMemberForm } from './NewMemberForm.tsx';

const GIVEN_ROLES = [
  { role: 'user', text: 'members.roleUser' },
  { role: 'admin', text: 'members.roleAdmin' },
  { role: 'debug', text: 'members.roleDebug' },
] as const;

type Shown =
  | { kind: 'secret'; title: string; text: string; secret: string }
  | { kind: 'deactivate'; member: AdministeredMemberView }
  | { kind: 'delete'; member: AdministeredMemberView }
  | { kind: 'newPassword'; member: AdministeredMemberView }
  | { kind: 'profile'; member: AdministeredMemberView }
  | { kind: 'email'; member: AdministeredMemberView }
  | { kind: 'roles'; member: AdministeredMemberView; roles: string[] }
  | {
      kind: 'participations';
      member: AdministeredMemberView;
      participations: Participation[];
      /** An administrator also sees the member's connections (member/connections is theirs to read). */
      connections: ConnectionItem[] | null;
    };

/**
 * The account's named judges and users: search them, add one or import many, and look
 * after them (unlock, deactivate, reset key, roles, participations). Leaders look after
 * judges; users are an administrator's.
 */
export function MembersScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { session } = useLeaderSession();
  const isAdmin = session?.admin === true;
  const [search, setSearch] = useState('');
  const [type, setType] = useState<'' | 'u' | 'j'>('');
  const [shown, setShown] = useState<Shown | null>(null);
  const { data, failure, fail, reload } = useLeaderCall(
    'member/admin/list',
    { ...(search.trim() ? { search } : {}), ...(type ? { type } : {}) },
    onSignedOut,
  );
  const { notice, setNotice, act } = useLeaderAction(fail, reload);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const loginOf = (member: AdministeredMemberView) => member.login ?? member.name;

  const mayManage = (member: AdministeredMemberView) => member.type === 'j' || isAdmin;

  return (
    <div className="pl-console-stack pl-members">
      <section className="pl-console-card" aria-labelledby="pl-members-title">
        <h1 id="pl-members-title">{t('members.title')}</h1>
        <p className="pl-console-help">{t('members.help')}</p>
        <div className="pl-console-actions">
          <SearchField className="pl-console-field" value={search} onChange={setSearch}>
            <Label>{t('members.search')}</Label>
            <Input />
          </SearchField>
          <label className="pl-console-select-field">
            <span>{t('members.type')}</span>
            <select value={type} onChange={(event) => setType(event.currentTarget.value as '' | 'u' | 'j')}>
              <option value="">{t('members.everyone')}</option>
              <option value="j">{t('members.judges')}</option>
              <option value="u">{t('members.users')}</option>
            </select>
          </label>
        </div>
        <FailureNote failure={failure} />
        <p className="pl-console-success" role="status">
          {notice}
        </p>
        {data?.members.length === 0 && <p>{t('members.empty')}</p>}
        {data && data.members.length > 0 && (
          <TableScroll label={t('members.title')}>
            <table className="pl-console-table">
              <thead>
                <tr>
                  <th scope="col">{t('members.name')}</th>
                  <th scope="col">{t('members.kind')}</th>
                  <th scope="col">{t('members.language')}</th>
                  <th scope="col">{t('members.lastSeen')}</th>
                  <th scope="col">{t('members.state')}</th>
                  <th scope="col">{t('members.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((member) => (
                  <tr key={member.id}>
                    <th scope="row">
                      {member.name}
                      <span className="pl-console-note">{member.login}</span>
                    </th>
                    <td>
                      {member.type === 'j' ? t('members.judge') : t('members.user')}
                      {member.roles.length > 0 && <span className="pl-console-note">{member.roles.join(', ')}</span>}
                    </td>
                    <td>
                      {member.language ?? ''}
                      {member.email !== null && <span className="pl-console-note">{member.email}</span>}
                    </td>
                    <td>{member.lastSeen === null ? t('members.never') : dates.format(member.lastSeen)}</td>
                    <td>
                      {member.deactivated !== null ? t('members.deactivated') : t('members.active')}
                      {member.locked && <strong className="pl-monitor-flag">{t('members.locked')}</strong>}
                    </td>
                    <td className="pl-console-cell-links">
                      {mayManage(member) && member.locked && (
                        <Button
                          className="pl-console-button"
                          onPress={() =>
                            void act(
                              'member/admin/unlock',
                              { id: member.id },
                              t('members.unlocked', { login: loginOf(member) }),
                            )
                          }
                        >
                          {t('members.unlock')}
                        </Button>
                      )}
                      {mayManage(member) && (
                        <Button
                          className="pl-console-button"
                          onPress={() =>
                            member.deactivated === null
                              ? setShown({ kind: 'deactivate', member })
                              : void act(
                                  'member/admin/deactivate',
                                  { id: member.id, deactivated: false },
                                  t('members.active'),
                                )
                          }
                        >
                          {member.deactivated === null ? t('members.deactivate') : t('members.activate')}
                        </Button>
                      )}
                      {member.type === 'j' && (
                        <Button className="pl-console-button" onPress={() => setShown({ kind: 'delete', member })}>
                          {t('members.delete')}
                        </Button>
                      )}
                      {isAdmin && member.login !== null && (
                        <Button
                          className="pl-console-button"
                          onPress={() =>
                            void callAsLeader('members/resetKey', { l: member.login ?? '' }, i18n.language)
                              .then((issued) =>
                                setShown({
                                  kind: 'secret',
                                  title: t('members.resetKeyTitle', { login: loginOf(member) }),
                                  text: t('members.resetKeyShown', { login: loginOf(member), hours: issued.hours }),
                                  secret: issued.updateKey,
                                }),
                              )
                              .catch(fail)
                          }
                        >
                          {t('members.resetKey')}
                        </Button>
                      )}
                      {isAdmin && (
                        <Button className="pl-console-button" onPress={() => setShown({ kind: 'newPassword', member })}>
                          {t('members.newPassword')}
                        </Button>
                      )}
                      {isAdmin && member.type === 'u' && (
                        <Button
                          className="pl-console-button"
                          onPress={() => setShown({ kind: 'roles', member, roles: member.roles })}
                        >
                          {t('members.roles')}
                        </Button>
                      )}
                      {member.type === 'j' && member.login !== null && (
                        <Button className="pl-console-button" onPress={() => setShown({ kind: 'profile', member })}>
                          {t('judgeProfile.open')}
                        </Button>
                      )}
                      {member.type === 'j' && member.login !== null && (
                        <Button className="pl-console-button" onPress={() => setShown({ kind: 'email', member })}>
                          {t('members.emailEdit')}
                        </Button>
                      )}
                      <Button
                        className="pl-console-button"
                        onPress={() =>
                          void Promise.all([
                            callAsLeader('member/admin/participations', { id: member.id }, i18n.language),
                            isAdmin
                              ? callAsLeader('member/connections', { id: member.id }, i18n.language)
                              : Promise.resolve(null),
                          ])
                            .then(([{ participations }, connections]) =>
                              setShown({
                                kind: 'participations',
                                member,
                                participations,
                                connections: connections?.conn.items ?? null,
                              }),
                            )
                            .catch(fail)
                        }
                      >
                        {t('members.details')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section className="pl-console-card" aria-labelledby="pl-members-create">
        <h2 id="pl-members-create">{t('members.create')}</h2>
        <NewMemberForm
          isAdmin={isAdmin}
          onFailure={fail}
          onAdded={(login, password) => {
            setNotice(t('members.added', { login }));
            reload();
            if (password !== null) {
              setShown({
                kind: 'secret',
                title: t('members.passwordTitle', { login }),
                text: t('members.passwordShown', { login }),
                secret: password,
              });
            }
          }}
        />
      </section>

      <section className="pl-console-card" aria-labelledby="pl-members-import">
        <h2 id="pl-members-import">{t('members.import')}</h2>
        <JudgesImport onImported={reload} onFailure={fail} />
      </section>

      {shown?.kind === 'secret' && (
        <NoticeDialog title={shown.title} onClose={() => setShown(null)}>
          <p>{shown.text}</p>
          <p className="pl-members-secret">{shown.secret}</p>
        </NoticeDialog>
      )}
      {shown?.kind === 'profile' && (
        <JudgeProfileDialog
          judge={{ id: shown.member.id, login: loginOf(shown.member) }}
          onSaved={() => setNotice(t('judgeProfile.saved', { login: loginOf(shown.member) }))}
          onFailure={fail}
          onClose={() => setShown(null)}
        />
      )}
      {shown?.kind === 'email' && (
        <JudgeEmailDialog
          login={loginOf(shown.member)}
          email={shown.member.email}
          onSave={(email) =>
            void act(
              'member/admin/email',
              { id: shown.member.id, email },
              t('members.emailSaved', { login: loginOf(shown.member) }),
            ).then((saved) => saved && setShown(null))
          }
          onClose={() => setShown(null)}
        />
      )}
      {shown?.kind === 'deactivate' && (
        <ConfirmDialog
          title={t('members.deactivateTitle', { login: loginOf(shown.member) })}
          message={t('members.deactivateMessage', { login: loginOf(shown.member) })}
          confirm={t('members.deactivate')}
          onConfirm={() =>
            void act('member/admin/deactivate', { id: shown.member.id, deactivated: true }, t('members.deactivated'))
          }
          onClose={() => setShown(null)}
        />
      )}
      {shown?.kind === 'delete' && (
        <ConfirmDialog
          title={t('members.deleteTitle', { login: loginOf(shown.member) })}
          message={t('members.deleteMessage', { login: loginOf(shown.member) })}
          confirm={t('members.delete')}
          onConfirm={() => void act('member/admin/delete', { id: shown.member.id }, t('members.deletedJudge'))}
          onClose={() => setShown(null)}
        />
      )}
      {shown?.kind === 'newPassword' && (
        <ConfirmDialog
          title={t('members.newPasswordTitle', { login: loginOf(shown.member) })}
          message={t('members.newPasswordMessage', { login: loginOf(shown.member) })}
          confirm={t('members.newPassword')}
          onConfirm={() => {
            const login = loginOf(shown.member);
            void callAsLeader('member/admin/password', { id: shown.member.id, mustChange: true }, i18n.language)
              .then(({ password }) =>
                setShown({
                  kind: 'secret',
                  title: t('members.passwordTitle', { login }),
                  text: t('members.passwordShown', { login }),
                  secret: password ?? '',
                }),
              )
              .catch(fail);
          }}
          onClose={() => setShown((current) => (current?.kind === 'newPassword' ? null : current))}
        />
      )}
      {shown?.kind === 'roles' && (
        <ConfirmDialog
          title={t('members.rolesTitle', { login: loginOf(shown.member) })}
          message={t('members.roles')}
          confirm={t('members.save')}
          onConfirm={() =>
            void act(
              'member/admin/roles',
              { id: shown.member.id, roles: shown.roles as ('user' | 'admin' | 'debug')[] },
              t('members.save'),
            )
          }
          onClose={() => setShown(null)}
        >
          {GIVEN_ROLES.map(({ role, text }) => (
            <CheckboxField
              key={role}
              isSelected={shown.roles.includes(role)}
              onChange={(selected) =>
                setShown({
                  ...shown,
                  roles: selected ? [...shown.roles, role] : shown.roles.filter((given) => given !== role),
                })
              }
              label={t(text)}
            />
          ))}
        </ConfirmDialog>
      )}
      {shown?.kind === 'participations' && (
        <NoticeDialog
          title={t('members.detailsTitle', { login: loginOf(shown.member) })}
          onClose={() => setShown(null)}
        >
          {shown.participations.length === 0 ? (
            <p>{t('members.noParticipations')}</p>
          ) : (
            <ul>
              {shown.participations.map((participation) => (
                <li key={`${participation.pubId}:${participation.started}`}>
                  {`${participation.pubName} · ${dates.format(participation.started)} · `}
                  {participation.status === 'finished' ? t('members.finished') : t('members.inProgress')}
                </li>
              ))}
            </ul>
          )}
          {shown.connections !== null && (
            <>
              <h3>{t('members.connections')}</h3>
              {shown.connections.length === 0 ? (
                <p>{t('members.noConnections')}</p>
              ) : (
                <ul>
                  {shown.connections.map((connection) => (
                    <li key={connection.id}>
                      {`${dates.format(connection.s)} – ${connection.e === null ? t('members.connectionOpen') : dates.format(connection.e)}`}
                      <span className="pl-console-note">{connection.ua}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </NoticeDialog>
      )}
    </div>
  );
}
