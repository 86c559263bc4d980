import { useEffect, useState } from 'react';
import type { BookablePublication } from '@palate/protocol';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { Link } from '../../lib/navigation.tsx';
import { bookingCall } from './bookingApi.ts';
import { fill, loadBookingTexts, type BookingTexts } from './bookingTexts.ts';
import './booking.css';

/**
 * The account page's card of the judge's sessions: their bookings and the way to the
 * booking screen; nothing at all for a judge with nothing to book.
 */
export function BookingsCard({ prefix, language }: { prefix: AppPrefix; language: string }) {
  const [loaded, setLoaded] = useState<{ texts: BookingTexts; publications: BookablePublication[] } | null>(null);
  useEffect(() => {
    let current = true;
    // A judge's page shows the card or not: a failure to read bookings leaves it out.
    Promise.all([loadBookingTexts(language), bookingCall('member/slots', {})]).then(
      ([texts, { publications }]) => current && setLoaded({ texts, publications }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  if (loaded === null || loaded.publications.length === 0) return null;
  const { texts } = loaded;
  return (
    <section className="pl-account-card pl-surface" aria-labelledby="pl-bookings-title">
      <h2 id="pl-bookings-title">{texts.cardTitle}</h2>
      <ul className="pl-account-list">
        {loaded.publications.map((bookable) => {
          const when = new Intl.DateTimeFormat(language, {
            dateStyle: 'full',
            timeStyle: 'short',
            timeZone: bookable.timeZone,
          });
          const { booking } = bookable;
          return (
            <li key={bookable.id}>
              <strong>{bookable.title}</strong>
              {booking && (
                <p>
                  {booking.status === 'booked'
                    ? fill(texts.yourBooking, { when: when.format(booking.startsAt), minutes: booking.minutes })
                    : fill(texts.yourWaiting, {
                        when: when.format(booking.startsAt),
                        place: booking.waitingPlace ?? 1,
                      })}
                </p>
              )}
              <p>
                <Link className="pl-link" to={appPath(prefix, { name: 'book', publication: bookable.id })}>
                  {texts.bookOrChange}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
