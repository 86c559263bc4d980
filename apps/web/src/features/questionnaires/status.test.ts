import { describe, expect, it } from 'vitest';
import type { BlockItem } from '@palate/protocol';
import { actionFor, autoStartItem, displayStatus, endOfLifeNotice, itemAction } from './status.ts';

describe('displayStatus', () => {
  it('shows a pending questionnaire as full once started sessions reach the target', () => {
    expect(displayStatus({ status: 'pending', jSessCounts: { started: 60, target: 60 } })).toBe('full');
    expect(displayStatus({ status: 'pending', jSessCounts: { started: 61, target: 60 } })).toBe('full');
  });

  it('keeps it pending below the target, or when there is no target', () => {
    expect(displayStatus({ status: 'pending', jSessCounts: { started: 59, target: 60 } })).toBe('pending');
    expect(displayStatus({ status: 'pending', jSessCounts: { started: 500, target: null } })).toBe('pending');
  });

  it('leaves a judge who already started in progress, whatever the count', () => {
    expect(displayStatus({ status: 'inProgress', jSessCounts: { started: 60, target: 60 } })).toBe('inProgress');
  });

  it('keeps the statuses the server decides', () => {
    expect(displayStatus({ status: 'finished', jSessCounts: { started: 1, target: 60 } })).toBe('finished');
    expect(displayStatus({ status: 'expired', jSessCounts: { started: 1, target: 60 } })).toBe('expired');
    expect(displayStatus({ status: 'full', jSessCounts: { started: 1, target: 60 } })).toBe('full');
  });
});

describe('actionFor', () => {
  it('offers start when pending and continue when in progress', () => {
    expect(actionFor('pending')).toBe('start');
    expect(actionFor('inProgress')).toBe('continue');
  });

  it('offers nothing for finished, expired or full questionnaires', () => {
    expect(actionFor('finished')).toBeNull();
    expect(actionFor('expired')).toBeNull();
    expect(actionFor('full')).toBeNull();
  });
});

describe('endOfLifeNotice', () => {
  const open = { expired: false, expiresSoon: false, secondsBeforeExpiration: null, secondsBeforeDeletion: null };

  it('says nothing far from any date', () => {
    expect(endOfLifeNotice(open)).toBeNull();
    expect(endOfLifeNotice({ ...open, secondsBeforeDeletion: 604_801 })).toBeNull();
  });

  it('counts whole hours before deletion while one remains, then says less than an hour', () => {
    expect(endOfLifeNotice({ ...open, secondsBeforeDeletion: 604_800 })).toEqual({ kind: 'deletionHours', hours: 168 });
    expect(endOfLifeNotice({ ...open, secondsBeforeDeletion: 3600 })).toEqual({ kind: 'deletionHours', hours: 1 });
    expect(endOfLifeNotice({ ...open, secondsBeforeDeletion: 3599 })).toEqual({ kind: 'deletionSoon' });
  });

  it('tells when a questionnaire expires soon, unless it has expired', () => {
    const soon = { ...open, expiresSoon: true, secondsBeforeExpiration: 7200 };
    expect(endOfLifeNotice(soon)).toEqual({ kind: 'expiresSoon', secondsLeft: 7200 });
    expect(endOfLifeNotice({ ...soon, expired: true, expiresSoon: false, secondsBeforeExpiration: -5 })).toBeNull();
  });

  it('tells any expiry when asked to (expTime), as a plain note unless it is soon, and nothing without one', () => {
    const later = { ...open, secondsBeforeExpiration: 30 * 86_400 };
    expect(endOfLifeNotice(later)).toBeNull();
    expect(endOfLifeNotice(later, true)).toEqual({ kind: 'openUntil', secondsLeft: 30 * 86_400 });
    const soon = { ...open, expiresSoon: true, secondsBeforeExpiration: 7200 };
    expect(endOfLifeNotice(soon, true)).toEqual({ kind: 'expiresSoon', secondsLeft: 7200 });
    expect(endOfLifeNotice(open, true)).toBeNull();
    expect(endOfLifeNotice({ ...later, expired: true, secondsBeforeExpiration: -5 }, true)).toBeNull();
    // Removal is the more urgent news.
    expect(endOfLifeNotice({ ...later, secondsBeforeDeletion: 3599 }, true)).toEqual({ kind: 'deletionSoon' });
  });
});

describe('autoStartItem', () => {
  const item = (id: string, status: BlockItem['status']) =>
    ({ id, status, jSessCounts: { started: 0, target: null, stMsg: { code: 0 } } }) as BlockItem;
  const pub = (selectionMode: 'list' | 'auto', ...items: BlockItem[]) => ({
    options: { orderNum: false, selectionMode, quest: 'q', sess: null, needId: false },
    items,
  });

  it('opens the one auto publication the judge has not started', () => {
    expect(autoStartItem([pub('list', item('a', 'pending')), pub('auto', item('b', 'pending'))])?.id).toBe('b');
    expect(autoStartItem([pub('auto', item('b', 'inProgress'))])).toBeNull();
  });

  it('offers no start for a repetition whose previous repetition is not finished, and opens the first one', () => {
    const waiting = { ...item('p.2', 'pending'), jSessCounts: { started: 1, target: null, stMsg: { code: 90409 } } };
    expect(itemAction(waiting)).toBeNull();
    expect(itemAction(item('p.1', 'pending'))).toBe('start');
    expect(autoStartItem([pub('auto', item('p.1', 'pending'), waiting)])?.id).toBe('p.1');
  });

  it('opens nothing when no auto publication is open to the judge, or when several are', () => {
    expect(autoStartItem([pub('list', item('a', 'pending'))])).toBeNull();
    expect(autoStartItem([pub('auto', item('b', 'finished')), pub('auto', item('c', 'full'))])).toBeNull();
    expect(autoStartItem([pub('auto', item('b', 'pending')), pub('auto', item('c', 'pending'))])).toBeNull();
  });
});

describe('autoStartItem through a link', () => {
  const item = (id: string, status: BlockItem['status'], offlineEnabled = false) =>
    ({ id, status, offlineEnabled, jSessCounts: { started: 0, target: null, stMsg: { code: 0 } } }) as BlockItem;
  const pub = (...items: BlockItem[]) => ({
    options: { orderNum: false, selectionMode: 'list' as const, quest: 'q', sess: null, needId: false },
    items,
  });

  it("opens the link's one questionnaire at once, whatever its selection mode, until the judge started it", () => {
    expect(autoStartItem([pub(item('a', 'pending'))], true)?.id).toBe('a');
    expect(autoStartItem([pub(item('a', 'inProgress'))], true)).toBeNull();
    expect(autoStartItem([pub(item('a', 'finished'))], true)).toBeNull();
    expect(autoStartItem([pub(item('a', 'pending'))])).toBeNull();
  });

  it('keeps the list when the link leads to several blocks, or offers a download to choose first', () => {
    expect(autoStartItem([pub(item('p.1', 'pending'), item('p.2', 'pending'))], true)).toBeNull();
    expect(autoStartItem([pub(item('a', 'pending', true))], true)).toBeNull();
  });
});
