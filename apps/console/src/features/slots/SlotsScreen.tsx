import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MonitoredSlot } from '@palate/protocol';
import { CheckboxField } from '../../lib/CheckboxField.tsx';
import { ConfirmDialog } from '../../lib/ConfirmDialog.tsx';
import { PublicationScreenHead } from '../../lib/PublicationScreenHead.tsx';
import { instant } from '../../lib/dateField.ts';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderAction } from '../../lib/useLeaderAction.ts';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { slotCounts, timeZones } from './slotsView.ts';
import './slots.css';

/**
 * A publication's booked sessions: its slots made one at a time or as a series, the rules
 * of bookings (how long before a slot judges may still change it, when they are reminded,
 * the time zone their messages tell times in), and per slot who booked, who came, who did
 * not and who waits.
 */
export function SlotsScreen({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, failure, fail, reload } = useLeaderCall('pub/slots/list', { id }, onSignedOut);
  const { notice, act } = useLeaderAction(fail, reload);
  const [deleting, setDeleting] = useState<MonitoredSlot | null>(null);
  const zone = data?.settings.timeZone ?? 'UTC';
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  });

  return (
    <div className="pl-console-stack">
      <PublicationScreenHead
        titleId="pl-slots-title"
        back={t('slots.back')}
        title={t('slots.title', { name: data?.name ?? '' })}
        help={t('slots.help')}
        failure={failure}
        notice={notice}
      />
      {data && (
        <SettingsForm
          key={`${data.settings.deadlineHours} ${data.settings.reminderHours} ${zone}`}
          settings={data.settings}
          onSave={(settings) => void act('pub/slots/settings', { id, ...settings }, t('slots.settingsSaved'))}
        />
      )}
      {data && (
        <CreateForm
          booths={data.booths}
          onCreate={(slots) => act('pub/slots/create', { id, ...slots }, t('slots.created'))}
        />
      )}
      {data && (
        <section className="pl-console-card" aria-labelledby="pl-slots-monitor">
          <h2 id="pl-slots-monitor">{t('slots.monitorTitle')}</h2>
          <p className="pl-console-help">{t('slots.monitorHelp', { zone })}</p>
          {data.slots.length === 0 ? (
            <p>{t('slots.none')}</p>
          ) : (
            <TableScroll label={t('slots.monitorTitle')}>
              <table className="pl-console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('slots.when')}</th>
                    <th scope="col">{t('slots.places')}</th>
                    <th scope="col">{t('slots.booked')}</th>
                    <th scope="col">{t('slots.waiting')}</th>
                    <th scope="col">{t('slots.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.slots.map((slot) => {
                    const counts = slotCounts(slot);
                    return (
                      <tr key={slot.id}>
                        <th scope="row">
                          {when.format(slot.startsAt)}
                          <span className="pl-console-note"> {t('slots.minutesLong', { minutes: slot.minutes })}</span>
                        </th>
                        <td>
                          {t('slots.placesTaken', { booked: counts.booked, places: slot.places })}
                          {counts.arrived + counts.noShow > 0 && (
                            <span className="pl-console-note">
                              {' '}
                              {t('slots.attendance', { arrived: counts.arrived, noShow: counts.noShow })}
                            </span>
                          )}
                        </td>
                        <td>
                          <ul className="pl-slots-names">
                            {slot.booked.map((judge) => (
                              <li key={judge.memberId}>
                                {judge.name}{' '}
                                <span className="pl-console-note">{t(`slots.state.${judge.attendance}`)}</span>
                              </li>
                            ))}
                          </ul>
                        </td>
                        <td>
                          <ol className="pl-slots-names">
                            {slot.waiting.map((judge) => (
                              <li key={judge.memberId}>{judge.name}</li>
                            ))}
                          </ol>
                        </td>
                        <td>
                          <button
                            type="button"
                            className="pl-console-button"
                            aria-label={t('slots.deleteOf', { when: when.format(slot.startsAt) })}
                            onClick={() => setDeleting(slot)}
                          >
                            {t('slots.delete')}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('slots.deleteTitle', { when: when.format(deleting.startsAt) })}
          confirm={t('slots.delete')}
          onConfirm={() => void act('pub/slots/delete', { id, slot: deleting.id }, t('slots.deleted'))}
          message={t('slots.deleteText', { judges: deleting.booked.length + deleting.waiting.length })}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function SettingsForm({
  settings,
  onSave,
}: {
  settings: { deadlineHours: number; reminderHours: number; timeZone: string };
  onSave: (settings: { deadlineHours: number; reminderHours: number; timeZone: string }) => void;
}) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState(String(settings.deadlineHours));
  const [reminder, setReminder] = useState(String(settings.reminderHours));
  const [zone, setZone] = useState(settings.timeZone);
  // The browser's list of zones is long: read once, when the form is first shown.
  const [zones] = useState(() => timeZones(settings.timeZone));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ deadlineHours: Number(deadline), reminderHours: Number(reminder), timeZone: zone });
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-slots-settings">
      <h2 id="pl-slots-settings">{t('slots.settingsTitle')}</h2>
      <form className="pl-console-form pl-slots-form" onSubmit={submit}>
        <label className="pl-console-field">
          <span>{t('slots.deadline')}</span>
          <input
            type="number"
            min={0}
            max={720}
            required
            value={deadline}
            onChange={(e) => setDeadline(e.currentTarget.value)}
          />
        </label>
        <label className="pl-console-field">
          <span>{t('slots.reminder')}</span>
          <input
            type="number"
            min={0}
            max={720}
            required
            value={reminder}
            onChange={(e) => setReminder(e.currentTarget.value)}
          />
        </label>
        <label className="pl-console-field">
          <span>{t('slots.timeZone')}</span>
          <select value={zone} onChange={(e) => setZone(e.currentTarget.value)}>
            {zones.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <p className="pl-console-help">{t('slots.settingsHelp')}</p>
        <div className="pl-console-actions">
          <button type="submit" className="pl-console-button pl-console-button--primary">
            {t('slots.saveSettings')}
          </button>
        </div>
      </form>
    </section>
  );
}

interface NewSlots {
  startsAt: number;
  minutes: number;
  places?: number;
  every?: number;
  until?: number;
}

function CreateForm({ booths, onCreate }: { booths: number; onCreate: (slots: NewSlots) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [minutes, setMinutes] = useState('30');
  const [places, setPlaces] = useState('');
  const [series, setSeries] = useState(false);
  const [every, setEvery] = useState('45');
  const [until, setUntil] = useState('');
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = instant(start);
    if (startsAt === undefined) return;
    const last = series ? instant(until) : undefined;
    void onCreate({
      startsAt,
      minutes: Number(minutes),
      ...(places === '' ? {} : { places: Number(places) }),
      ...(series && last !== undefined ? { every: Number(every), until: last } : {}),
    }).then((made) => made && setStart(''));
  };
  return (
    <section className="pl-console-card" aria-labelledby="pl-slots-create">
      <h2 id="pl-slots-create">{t('slots.createTitle')}</h2>
      <form className="pl-console-form pl-slots-form" onSubmit={submit}>
        <label className="pl-console-field">
          <span>{t('slots.start')}</span>
          <input type="datetime-local" required value={start} onChange={(e) => setStart(e.currentTarget.value)} />
        </label>
        <label className="pl-console-field">
          <span>{t('slots.length')}</span>
          <input
            type="number"
            min={5}
            max={720}
            required
            value={minutes}
            onChange={(e) => setMinutes(e.currentTarget.value)}
          />
        </label>
        <label className="pl-console-field">
          <span>{t('slots.placesField')}</span>
          <input
            type="number"
            min={1}
            max={1000}
            placeholder={String(Math.max(1, booths))}
            value={places}
            onChange={(e) => setPlaces(e.currentTarget.value)}
          />
        </label>
        <p className="pl-console-help">{t('slots.placesHelp', { booths })}</p>
        <CheckboxField isSelected={series} onChange={setSeries} label={t('slots.series')} />
        {series && (
          <>
            <label className="pl-console-field">
              <span>{t('slots.every')}</span>
              <input
                type="number"
                min={5}
                max={1440}
                required
                value={every}
                onChange={(e) => setEvery(e.currentTarget.value)}
              />
            </label>
            <label className="pl-console-field">
              <span>{t('slots.until')}</span>
              <input type="datetime-local" required value={until} onChange={(e) => setUntil(e.currentTarget.value)} />
            </label>
          </>
        )}
        <p className="pl-console-help">{t('slots.browserZone', { zone: browserZone })}</p>
        <div className="pl-console-actions">
          <button type="submit" className="pl-console-button pl-console-button--primary">
            {t('slots.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
