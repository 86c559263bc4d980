import { describe, expect, it } from 'vitest';
import { localize } from '@palate/engine';
import { adaptiveDownload } from '../../../lib/offlineTestData.ts';
import { changesAsJudgeAnswers } from './adapts.ts';
import { liveScreen } from './liveScreen.ts';
import { spokenSeconds } from './WaitCountdown.tsx';

const [screener, tasting, rinse, habits] = adaptiveDownload().pages;

describe('a screen that changes as the judge answers', () => {
  it('is told apart by its conditions and the pipes left to fill, so that others load none of it', () => {
    expect([screener, tasting, rinse, habits].map((page) => page && changesAsJudgeAnswers(page))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('shows the "why" below a low liking, with the liking piped, and hides it after a high one', () => {
    if (!tasting) throw new Error('no tasting screen');
    expect(liveScreen(tasting, []).shown).toEqual(['liking']);
    const low = liveScreen(tasting, [{ controlId: 'liking', value: 3 }]);
    expect(low.shown).toEqual(['liking', 'why']);
    const why = low.controls.find((control) => control.id === 'why');
    expect(why && 'label' in why && localize(why.label, 'fr')).toBe('You gave 3. Why?');
    // An answer already typed to the "why" does not keep it on screen once the liking is high.
    const high = liveScreen(tasting, [
      { controlId: 'liking', value: 8 },
      { controlId: 'why', text: 'Too sour' },
    ]);
    expect(high.shown).toEqual(['liking']);
  });

  it('pipes an earlier answer that the screen came with', () => {
    if (!habits) throw new Error('no habits screen');
    const screen = liveScreen({ ...habits, earlier: { answers: {}, piped: { frequency: { en: 'Every day' } } } }, []);
    const store = screen.controls.find((control) => control.id === 'store');
    expect(store && 'label' in store && localize(store.label, 'en')).toBe('You said Every day. Where?');
    expect(liveScreen(habits, []).controls[0]).toMatchObject({ label: 'You said . Where?' });
  });
});

describe('a countdown read out', () => {
  it('says the whole wait, then every 10 seconds, every 30 above a minute, never every second', () => {
    const spoken = (atStart: number) => [
      ...new Set(Array.from({ length: atStart }, (_, index) => spokenSeconds(atStart - index, atStart))),
    ];
    expect(spoken(30)).toEqual([30, 20, 10]);
    expect(spoken(25)).toEqual([25, 20, 10]);
    expect(spoken(5)).toEqual([5]);
    expect(spoken(120)).toEqual([120, 90, 60, 50, 40, 30, 20, 10]);
  });
});
