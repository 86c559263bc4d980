import { describe, expect, it } from 'vitest';
import { actionFor, displayStatus, endOfLifeNotice } from './status.ts';

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
});
