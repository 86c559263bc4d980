import { describe, expect, it } from 'vitest';
import { actionFor, displayStatus } from './status.ts';

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
