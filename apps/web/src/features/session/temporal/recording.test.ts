import { describe, expect, it } from 'vitest';
import { createRecorder, localInstant } from './recording.ts';

describe('a TDS recorder', () => {
  it('closes the dominant attribute when another is tapped, and the last one at the stop', () => {
    const recorder = createRecorder('tds', 1000, 60_000);
    recorder.dominate('sweet', 2200.4);
    recorder.dominate('sweet', 3000);
    recorder.dominate('bitter', 5000);
    expect([...recorder.active()]).toEqual(['bitter']);
    expect(recorder.stop(9000, 'f')).toEqual({
      fingerprint: 'f',
      duration: 8000,
      intervals: [
        { attribute: 'sweet', start: 1200, end: 4000 },
        { attribute: 'bitter', start: 4000, end: 8000 },
      ],
    });
  });

  it('never goes past the time limit', () => {
    const recorder = createRecorder('tds', 0, 10_000);
    recorder.dominate('sweet', 9000);
    expect(recorder.stop(12_500, 'f')).toMatchObject({ duration: 10_000, intervals: [{ end: 10_000 }] });
  });
});

describe('a TCATA recorder', () => {
  it('keeps overlapping attributes apart, in order of their start', () => {
    const recorder = createRecorder('tcata', 0, 30_000);
    recorder.toggle('sour', 1000);
    recorder.toggle('sweet', 2000);
    recorder.toggle('sour', 3000);
    recorder.toggle('sour', 4000);
    expect(recorder.stop(6000, 'f').intervals).toEqual([
      { attribute: 'sour', start: 1000, end: 3000 },
      { attribute: 'sweet', start: 2000, end: 6000 },
      { attribute: 'sour', start: 4000, end: 6000 },
    ]);
  });
});

describe('a time-intensity recorder', () => {
  it('keeps one reading per millisecond, the latest', () => {
    const recorder = createRecorder('ti', 0, 30_000);
    recorder.read(0, 0);
    recorder.read(2, 100);
    recorder.read(3, 100.2);
    expect(recorder.stop(100, 'f').points).toEqual([
      { time: 0, value: 0 },
      { time: 100, value: 3 },
    ]);
  });
});

describe('the server clock on a booth', () => {
  it('is read from the sample with the shortest round trip', () => {
    const samples = [
      { sent: 0, received: 400, serverNow: 10_000 },
      { sent: 1000, received: 1020, serverNow: 11_050 },
    ];
    // The best sample says the server's 11 050 was this booth's 1010.
    expect(localInstant(15_000, samples)).toBe(4960);
  });
});
