import type { CallPath } from '@palate/protocol';
import { callApi, callAsUser, type CallBody } from '../../lib/api.ts';
import { readJudge } from '../../lib/judgeStore.ts';
import { readUser } from '../../lib/userStore.ts';

type BookingCall = Extract<CallPath, 'member/slots' | 'member/slot/book' | 'member/slot/cancel' | 'member/slot/move'>;

/** Whether the browser holds a judge to book as: one who logged in by name, or one who came through their invitation. */
export function canBook(): boolean {
  return readUser()?.token !== undefined || readJudge()?.token !== undefined;
}

/** A booking call as the logged-in member, else as the judge an invitation's link made this browser's. */
export function bookingCall<P extends BookingCall>(path: P, body: CallBody<P>) {
  return readUser()?.token !== undefined ? callAsUser(path, body) : callApi(path, body);
}
