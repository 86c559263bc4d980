import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { sendDueMail } from '../src/outreach/mail/mail-loop.ts';
import { remindBookedJudges } from '../src/outreach/slots/booking-reminders.ts';
import { utcDateTime } from '../src/outreach/slots/ics.ts';
import { noShowCounts } from '../src/outreach/slots/slots.repository.ts';
import type { ServerSettings } from '../src/shared/context.ts';
import { TEST_SETTINGS } from './api.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://tasting.example.org';

/** A calendar file's property, its folded lines joined again (RFC 5545, 3.1). */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded.split('\r\n').find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describeEachDatabase('booked sessions', (engine) => {
  let world: DemoApi;
  let sink: SmtpSink;
  let settings: ServerSettings;
  let leader: string;
  let publication: string;

  beforeEach(async () => {
    sink = await startSmtpSink();
    settings = { ...TEST_SETTINGS, publicUrl: PUBLIC_URL, mail: { smtpUrl: sink.url, from: 'Lab <lab@example.org>' } };
    world = await startDemoApi(engine, settings);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], tokenLifeMs: 30 * DAY }))
      .tk;
    publication = world.seed.publicationId;
    await world.api.ok('pub/slots/settings', {
      tk: leader,
      id: publication,
      deadlineHours: 24,
      reminderHours: 2,
      timeZone: 'Europe/Paris',
    });
  });
  afterEach(async () => {
    await world.close();
    await sink.close();
  });

  const db = () => world.test.database.db;
  /** A named judge of the demo account with an address, signed in for a month. */
  const judge = async (name: string, language = 'en') => {
    const member = await signedInMember(db(), world.api.now, {
      type: 'j',
      displayName: name,
      tokenLifeMs: 30 * DAY,
    });
    await db()
      .updateTable('member')
      .set({ email: `${name.toLowerCase()}@example.org`, language })
      .where('id', '=', member.id)
      .execute();
    return member;
  };
  const slotsOf = async () => (await world.api.ok('pub/slots/list', { tk: leader, id: publication })).slots;
  const createSlot = async (startsAt: number, places: number) => {
    await world.api.ok('pub/slots/create', { tk: leader, id: publication, startsAt, minutes: 60, places });
    return (await slotsOf()).find((slot) => slot.startsAt === startsAt)!.id;
  };
  const send = async (): Promise<ReceivedMail[]> => {
    const before = sink.messages.length;
    const tries = await sendDueMail(db(), settings, world.api.now);
    return (await sink.waitForMessages(before + tries)).slice(before);
  };
  /** A judge books, a second after the last booking: the waiting list's order is the bookings'. */
  const book = async (tk: string, slot: string) => {
    world.api.advance(1000);
    return world.api.ok('member/slot/book', { tk, slot });
  };
  const to = (messages: ReceivedMail[], name: string) =>
    messages.filter((message) => message.to.includes(`${name.toLowerCase()}@example.org`));

  it('books places, puts the judge beyond them on the waiting list, confirms with a calendar file and promotes on a cancellation', async () => {
    const startsAt = world.api.now + 3 * DAY;
    const slot = await createSlot(startsAt, 2);
    const [ann, bob, cat] = [await judge('Ann', 'fr'), await judge('Bob'), await judge('Cat')];

    const booked = await book(ann.tk, slot);
    expect(booked.booking).toMatchObject({ slotId: slot, status: 'booked', waitingPlace: null });
    expect(booked.booking.changeableUntil).toBe(startsAt - DAY);
    await book(bob.tk, slot);
    const waiting = await book(cat.tk, slot);
    expect(waiting.booking).toMatchObject({ status: 'waiting', waitingPlace: 1 });
    // Booking again keeps the one booking of the publication.
    expect((await book(ann.tk, slot)).booking.status).toBe('booked');

    const listed = await world.api.ok('member/slots', { tk: cat.tk });
    const own = listed.publications.find((entry) => entry.id === publication)!;
    expect(own.timeZone).toBe('Europe/Paris');
    expect(own.slots).toEqual([{ id: slot, startsAt, minutes: 60, free: 0 }]);
    expect(own.booking).toMatchObject({ status: 'waiting', waitingPlace: 1 });

    const [monitored] = await slotsOf();
    expect(monitored!.booked.map((entry) => [entry.name, entry.attendance])).toEqual([
      ['Ann', 'booked'],
      ['Bob', 'booked'],
    ]);
    expect(monitored!.waiting.map((entry) => entry.name)).toEqual(['Cat']);

    // Two confirmations (the judge on the waiting list gets none yet), each with its calendar file.
    const confirmations = await send();
    expect(confirmations).toHaveLength(2);
    const [annMail] = to(confirmations, 'Ann');
    expect(annMail!.subject).toMatch(/^Votre séance est réservée/);
    // 09:00 UTC is 10:00 in Paris in November, told with its zone.
    expect(annMail!.text).toMatch(/10:00/);
    expect(annMail!.text).toContain(`${PUBLIC_URL}/book/${publication}`);
    const [calendar] = annMail!.attachments;
    expect(calendar!.contentType).toBe('text/calendar');
    expect(annMail!.parsed.attachments[0]!.contentType).toBe('text/calendar');
    const ics = calendar!.content;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(property(ics, 'METHOD')).toBe('METHOD:PUBLISH');
    expect(property(ics, 'DTSTART')).toBe(`DTSTART:${utcDateTime(startsAt)}`);
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20261125T090000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20261125T100000Z');
    expect(property(ics, 'UID')).toMatch(/^UID:.+@palate$/);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // Ann cancels before the deadline: Cat, first on the list, takes her place and is told.
    await world.api.ok('member/slot/cancel', { tk: ann.tk, slot });
    const afterCancel = await send();
    expect(to(afterCancel, 'Ann')[0]!.subject).toMatch(/^Réservation annulée/);
    const promoted = to(afterCancel, 'Cat')[0]!;
    expect(promoted.subject).toMatch(/^A place is free/);
    expect(property(promoted.attachments[0]!.content, 'DTSTART')).toBe('DTSTART:20261125T090000Z');
    const [after] = await slotsOf();
    expect(after!.booked.map((entry) => entry.name)).toEqual(['Bob', 'Cat']);
    expect(after!.waiting).toEqual([]);
    expect((await world.api.call('member/slot/cancel', { tk: ann.tk, slot })).errorType).toBe(ErrorCode.noBooking);
  });

  it('moves a booking to a slot with a free place, refuses a full one, and refuses every change after the deadline', async () => {
    const first = await createSlot(world.api.now + 3 * DAY, 1);
    await world.api.ok('pub/slots/create', {
      tk: leader,
      id: publication,
      startsAt: world.api.now + 4 * DAY,
      minutes: 45,
      places: 1,
      every: 90,
      until: world.api.now + 4 * DAY + 3 * HOUR,
    });
    const slots = await slotsOf();
    expect(slots.map((slot) => slot.startsAt - slots[0]!.startsAt)).toEqual([0, DAY, DAY + 1.5 * HOUR, DAY + 3 * HOUR]);
    const [, second, third] = slots.map((slot) => slot.id);
    const [ann, bob] = [await judge('Ann'), await judge('Bob')];
    await book(ann.tk, first);
    await book(bob.tk, second!);

    const full = await world.api.call('member/slot/move', { tk: ann.tk, slot: first, to: second! });
    expect(full.errorType).toBe(ErrorCode.slotFull);
    const moved = await world.api.ok('member/slot/move', { tk: ann.tk, slot: first, to: third! });
    expect(moved.booking).toMatchObject({ slotId: third, status: 'booked' });
    await send();
    const movedMail = to(sink.messages, 'Ann').find((message) => message.subject.startsWith('Your session has moved'))!;
    expect(property(movedMail.attachments[0]!.content, 'DTSTART')).toBe(`DTSTART:${utcDateTime(slots[2]!.startsAt)}`);
    expect((await world.api.call('member/slot/book', { tk: ann.tk, slot: 'no-such-slot' })).errorType).toBe(
      ErrorCode.slotUnknown,
    );

    // Past Bob's deadline (a day before his slot) nothing changes any more.
    world.api.advance(4 * DAY - 23 * HOUR);
    const late = await world.api.call('member/slot/cancel', { tk: bob.tk, slot: second! });
    expect(late.errorType).toBe(ErrorCode.bookingDeadlinePassed);
    expect(late.errorData).toMatchObject({ hours: 24 });
    expect((await world.api.call('member/slot/move', { tk: bob.tk, slot: second!, to: first })).errorType).toBe(
      ErrorCode.bookingDeadlinePassed,
    );

    // The lab removes Bob's slot: he is told, and holds no booking any more.
    await world.api.ok('pub/slots/delete', { tk: leader, id: publication, slot: second! });
    const removed = await send();
    expect(to(removed, 'Bob').map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Session cancelled by the lab: /),
    ]);
    expect(to(removed, 'Bob')[0]!.attachments).toEqual([]);
    const bobs = (await world.api.ok('member/slots', { tk: bob.tk, publication })).publications[0]!;
    expect(bobs.booking).toBeNull();
    expect(
      (
        await world.api.call('pub/slots/settings', {
          tk: leader,
          id: publication,
          deadlineHours: 24,
          reminderHours: 2,
          timeZone: 'Mars/Olympus',
        })
      ).errorType,
    ).toBe(ErrorCode.invalidRequest);
  });

  it('reminds each booked judge once, even when two processes run the pass at once', async () => {
    const startsAt = world.api.now + 3 * DAY;
    const slot = await createSlot(startsAt, 3);
    const judges = [await judge('Ann'), await judge('Bob'), await judge('Cat')];
    for (const one of judges.slice(0, 2)) await book(one.tk, slot);
    await send();

    world.api.advance(3 * DAY - 3 * HOUR);
    expect(await remindBookedJudges(db(), world.api.now, PUBLIC_URL)).toBe(0);
    world.api.advance(1.5 * HOUR);
    const passes = await Promise.all([
      remindBookedJudges(db(), world.api.now, PUBLIC_URL),
      remindBookedJudges(db(), world.api.now, PUBLIC_URL),
    ]);
    expect(passes[0]! + passes[1]!).toBe(2);
    expect(await remindBookedJudges(db(), world.api.now, PUBLIC_URL)).toBe(0);
    const reminders = await send();
    expect(reminders.map((message) => message.subject).sort()).toEqual([
      expect.stringMatching(/^Reminder: /),
      expect.stringMatching(/^Reminder: /),
    ]);
    expect(reminders.every((message) => message.attachments[0]?.contentType === 'text/calendar')).toBe(true);

    // Cat books within the reminder's time: her confirmation stands for it, so no reminder follows.
    await book(judges[2]!.tk, slot);
    expect(await remindBookedJudges(db(), world.api.now, PUBLIC_URL)).toBe(0);
    expect((await send()).map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Your session is booked/),
    ]);
  });

  it('tells arrived judges from no-shows once the slot ends, and counts a judge’s no-shows', async () => {
    const startsAt = world.api.now + 2 * DAY;
    const slot = await createSlot(startsAt, 2);
    const [ann, bob] = [await judge('Ann'), await judge('Bob')];
    await book(ann.tk, slot);
    await book(bob.tk, slot);
    world.api.advance(2 * DAY + 10 * 60_000);
    await world.api.ok('run/reqStart', { tk: ann.tk, block: publication });
    const during = (await slotsOf())[0]!;
    expect(during.booked.map((entry) => entry.attendance)).toEqual(['arrived', 'booked']);
    world.api.advance(HOUR);
    const ended = (await slotsOf())[0]!;
    expect(ended.booked.map((entry) => [entry.name, entry.attendance])).toEqual([
      ['Ann', 'arrived'],
      ['Bob', 'noShow'],
    ]);
    expect(await noShowCounts(db(), [ann.id, bob.id], world.api.now)).toEqual(new Map([[bob.id, 1]]));
    // A judge's record, as the panel screen shows it, keeps their no-shows.
    expect((await world.api.ok('member/panel/record', { tk: leader, id: bob.id })).noShows).toBe(1);
    expect((await world.api.ok('member/panel/record', { tk: leader, id: ann.id })).noShows).toBe(0);
    // A slot under way or over is no longer offered.
    const offered = (await world.api.ok('member/slots', { tk: bob.tk, publication })).publications[0]!;
    expect(offered.slots).toEqual([]);
  });

  it('never books more judges than places when they book at once', async () => {
    const slot = await createSlot(world.api.now + 3 * DAY, 2);
    const judges = await Promise.all(Array.from({ length: 8 }, (_, index) => judge(`J${index}`)));
    const answers = await Promise.all(judges.map((one) => world.api.ok('member/slot/book', { tk: one.tk, slot })));
    expect(answers.filter((answer) => answer.booking.status === 'booked')).toHaveLength(2);
    const [monitored] = await slotsOf();
    expect(monitored!.booked).toHaveLength(2);
    expect(monitored!.waiting).toHaveLength(6);
  });
});
