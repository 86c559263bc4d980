import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookablePublication, OpenSlot } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { prefixLanguage, type AppPrefix } from '../../lib/appPath.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useNavigate } from '../../lib/navigation.tsx';
import { bookingCall, canBook } from './bookingApi.ts';
import { fill, loadBookingTexts, type BookingTexts } from './bookingTexts.ts';
import './booking.css';

export interface BookingScreenProps {
  prefix: AppPrefix;
  /** The publication the judge came to book (from a message's link); null: every one they may book. */
  publication: string | null;
}

interface Loaded {
  texts: BookingTexts;
  publications: BookablePublication[];
  /** When they were read: what may still change is judged at that moment. */
  now: number;
}

async function fetchBooking(language: string, publication: string | null): Promise<Loaded> {
  const [texts, { publications }] = await Promise.all([
    loadBookingTexts(language),
    bookingCall('member/slots', publication === null ? {} : { publication }),
  ]);
  return { texts, publications, now: Date.now() };
}

/**
 * book/ and book/{publication}: the judge books a time for a publication served in booths,
 * moves or cancels it until the lab's deadline, or joins a full time's waiting list. A
 * chunk of its own, with its words: judges who never book download none of it.
 */
export function BookingScreen({ prefix, publication }: BookingScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = prefixLanguage(prefix);
  const signedIn = canBook();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!signedIn) {
      void loadBookingTexts(language).then((texts) => setLoaded({ texts, publications: [], now: 0 }));
      return;
    }
    let current = true;
    fetchBooking(language, publication).then(
      (booking) => current && setLoaded(booking),
      (error: unknown) => current && setProblem(t(errorMessageKey(error))),
    );
    return () => {
      current = false;
    };
  }, [language, publication, signedIn, t]);

  // A screen reader starts at the page's heading once its words are there.
  const ready = loaded !== null;
  useLayoutEffect(() => {
    if (ready) headingRef.current?.focus({ preventScroll: true });
  }, [ready]);

  const act = useCallback(
    async (key: string, call: () => Promise<string>) => {
      setPending(key);
      setNotice(null);
      setProblem(null);
      try {
        const said = await call();
        setLoaded(await fetchBooking(language, publication));
        setNotice(said);
      } catch (error) {
        setProblem(t(errorMessageKey(error)));
      } finally {
        setPending(null);
      }
    },
    [language, publication, t],
  );

  if (loaded === null) {
    return problem === null ? (
      <Loading />
    ) : (
      <p className="pl-login-alert" role="alert">
        {problem}
      </p>
    );
  }
  const { texts } = loaded;

  return (
    <section className="pl-booking" aria-labelledby="pl-booking-title">
      <div>
        <Button variant="quiet" onPress={() => void navigate(-1)}>
          {texts.back}
        </Button>
      </div>
      <h1 id="pl-booking-title" className="pl-booking-title" tabIndex={-1} ref={headingRef}>
        {texts.title}
      </h1>
      <div aria-live="polite">{notice && <p className="pl-booking-notice">{notice}</p>}</div>
      {problem && (
        <p className="pl-login-alert" role="alert">
          {problem}
        </p>
      )}
      {!signedIn && <p>{texts.notSignedIn}</p>}
      {signedIn && loaded.publications.length === 0 && <p>{texts.nothingToBook}</p>}
      {loaded.publications.map((bookable) => (
        <PublicationSlots
          key={bookable.id}
          bookable={bookable}
          texts={texts}
          language={language}
          now={loaded.now}
          pending={pending}
          onBook={(slot) =>
            void act(slot.id, async () => {
              const { booking } = await bookingCall('member/slot/book', { slot: slot.id });
              return booking.status === 'booked' ? texts.booked : texts.waiting;
            })
          }
          onMove={(from, slot) =>
            void act(slot.id, async () => {
              await bookingCall('member/slot/move', { slot: from, to: slot.id });
              return texts.moved;
            })
          }
          onCancel={(slot) =>
            void act(`cancel ${slot}`, async () => {
              await bookingCall('member/slot/cancel', { slot });
              return texts.cancelled;
            })
          }
        />
      ))}
    </section>
  );
}

function PublicationSlots({
  bookable,
  texts,
  language,
  now,
  pending,
  onBook,
  onMove,
  onCancel,
}: {
  bookable: BookablePublication;
  texts: BookingTexts;
  language: string;
  now: number;
  pending: string | null;
  onBook: (slot: OpenSlot) => void;
  onMove: (from: string, slot: OpenSlot) => void;
  onCancel: (slot: string) => void;
}) {
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: bookable.timeZone,
  });
  const { booking } = bookable;
  // A waiting judge may leave the list until the time begins; a booked one until the deadline.
  const changeable = booking !== null && (booking.status === 'waiting' || now <= booking.changeableUntil);
  const movable = booking?.status === 'booked' && now <= booking.changeableUntil;
  const headingId = `pl-booking-${bookable.id}`;
  return (
    <section className="pl-booking-card pl-surface" aria-labelledby={headingId}>
      <h2 id={headingId}>{bookable.title}</h2>
      <p className="pl-booking-zone">{fill(texts.timesIn, { zone: bookable.timeZone })}</p>
      {booking && (
        <div className="pl-booking-own">
          <p>
            {booking.status === 'booked'
              ? fill(texts.yourBooking, { when: when.format(booking.startsAt), minutes: booking.minutes })
              : fill(texts.yourWaiting, { when: when.format(booking.startsAt), place: booking.waitingPlace ?? 1 })}
          </p>
          {booking.status === 'booked' && (
            <p>{movable ? fill(texts.changeUntil, { until: when.format(booking.changeableUntil) }) : texts.noChange}</p>
          )}
          {changeable && (
            <Button
              size="large"
              isPending={pending === `cancel ${booking.slotId}`}
              onPress={() => onCancel(booking.slotId)}
            >
              {booking.status === 'booked' ? texts.cancel : texts.leaveWaiting}
            </Button>
          )}
        </div>
      )}
      {(booking === null || movable) && bookable.slots.some((slot) => slot.id !== booking?.slotId) && (
        <>
          <h3 className="pl-booking-choose">{texts.chooseSlot}</h3>
          <ul className="pl-booking-slots">
            {bookable.slots
              .filter((slot) => slot.id !== booking?.slotId)
              // A booking moves to a time with a free place only.
              .filter((slot) => booking === null || slot.free > 0)
              .map((slot) => {
                const label = when.format(slot.startsAt);
                return (
                  <li key={slot.id} className="pl-booking-slot">
                    <span className="pl-booking-when">
                      <strong>{label}</strong> · {fill(texts.minutes, { minutes: slot.minutes })}
                      <br />
                      <span className="pl-booking-free">
                        {slot.free > 0 ? fill(texts.free, { free: slot.free }) : texts.full}
                      </span>
                    </span>
                    <Button
                      variant={slot.free > 0 ? 'primary' : 'secondary'}
                      size="large"
                      isPending={pending === slot.id}
                      aria-label={`${booking ? texts.move : slot.free > 0 ? texts.book : texts.joinWaiting}: ${label}`}
                      onPress={() => (booking ? onMove(booking.slotId, slot) : onBook(slot))}
                    >
                      {booking ? texts.move : slot.free > 0 ? texts.book : texts.joinWaiting}
                    </Button>
                  </li>
                );
              })}
          </ul>
        </>
      )}
    </section>
  );
}
