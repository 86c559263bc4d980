import { describe, expect, it } from 'vitest';
import {
  matchLanguage,
  normaliseLanguage,
  parseRouteOptions,
  parseSessionParams,
  startOptionsOf,
} from './routeOptions.ts';

describe('parseRouteOptions', () => {
  it('gives the spec defaults when there is no options segment', () => {
    expect(parseRouteOptions(null)).toEqual({
      account: null,
      wrapper: null,
      debug: false,
      features: { report: true, link: true, syncResults: false, expTime: false },
    });
  });

  it('reads the tag lang alone as no account', () => {
    expect(parseRouteOptions('lang')).toEqual(parseRouteOptions(null));
  });

  it('takes an account code, a wrapper tag, debug and feature flags from one segment', () => {
    expect(parseRouteOptions('acme.d-android.debug.syncResults.expTime')).toEqual({
      account: 'acme',
      wrapper: 'd-android',
      debug: true,
      features: { report: true, link: true, syncResults: true, expTime: true },
    });
  });

  it('finds the account code wherever it stands among the tags', () => {
    expect(parseRouteOptions('d-win.Acme-Labs').account).toBe('Acme-Labs');
    expect(parseRouteOptions('d-win.Acme-Labs').wrapper).toBe('d-win');
  });

  it('matches keywords without regard to case, since people type these addresses', () => {
    const options = parseRouteOptions('SYNCRESULTS.Debug.D-Win');
    expect(options.features.syncResults).toBe(true);
    expect(options.debug).toBe(true);
    expect(options.wrapper).toBe('d-win');
    expect(options.account).toBeNull();
  });

  it('reads link and report as the account defaults: naming one turns the other off', () => {
    expect(parseRouteOptions('acme.report').features).toMatchObject({ report: true, link: false });
    expect(parseRouteOptions('acme.link.expTime').features).toEqual({
      report: false,
      link: true,
      syncResults: false,
      expTime: true,
    });
    expect(parseRouteOptions('acme.syncResults').features).toMatchObject({ report: true, link: true });
  });

  it('keeps link and report on when the segment names neither, or both', () => {
    expect(parseRouteOptions('acme').features).toEqual({
      report: true,
      link: true,
      syncResults: false,
      expTime: false,
    });
    expect(parseRouteOptions('acme.link.report').features).toEqual(parseRouteOptions('acme').features);
  });

  it('keeps the first unknown tag as the account and ignores later ones and empty tags', () => {
    expect(parseRouteOptions('..acme..other.').account).toBe('acme');
  });

  it('does not take the no-account placeholder for an account next to other tags', () => {
    expect(parseRouteOptions('lang.debug')).toMatchObject({ account: null, debug: true });
  });
});

describe('languages', () => {
  it('recognises the seven languages, and regional variants by their primary subtag', () => {
    expect(['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'].map(matchLanguage)).toEqual([
      'en',
      'fr',
      'ja',
      'de',
      'zh',
      'es',
      'pt',
    ]);
    expect(matchLanguage('fr-CA')).toBe('fr');
    expect(matchLanguage('pt_BR')).toBe('pt');
    expect(matchLanguage('ZH-Hans')).toBe('zh');
  });

  it('recognises nothing else', () => {
    expect(matchLanguage('it')).toBeNull();
    expect(matchLanguage('acme')).toBeNull();
    expect(matchLanguage('')).toBeNull();
  });

  it('normalises an unknown language to English', () => {
    expect(normaliseLanguage('it')).toBe('en');
    expect(normaliseLanguage('xx-YY')).toBe('en');
    expect(normaliseLanguage('de-AT')).toBe('de');
  });
});

describe('parseSessionParams', () => {
  it('reads a set number alone', () => {
    expect(parseSessionParams('n3')).toEqual({ setNumber: 3, tray: null });
  });

  it('reads a tray-number prompt with bounds and confirmation', () => {
    expect(parseSessionParams('n2+m1+M40+c1')).toEqual({ setNumber: 2, tray: { min: 1, max: 40, confirm: true } });
  });

  it('asks for a tray number when any tray part is given, leaving the others open', () => {
    expect(parseSessionParams('c0')).toEqual({ setNumber: null, tray: { min: null, max: null, confirm: false } });
    expect(parseSessionParams('M12')).toEqual({ setNumber: null, tray: { min: null, max: 12, confirm: false } });
  });

  it('tells the minimum (m) from the maximum (M) by case', () => {
    expect(parseSessionParams('M5+m2').tray).toEqual({ min: 2, max: 5, confirm: false });
  });

  it('ignores malformed or unknown parts and keeps the rest', () => {
    expect(parseSessionParams('x1+n+m-3+c2+n0+M7.5+n4')).toEqual({ setNumber: 4, tray: null });
  });

  it('keeps the last value of a repeated part', () => {
    expect(parseSessionParams('n1+n5').setNumber).toBe(5);
  });

  it('reads an empty string as no params', () => {
    expect(parseSessionParams('')).toEqual({ setNumber: null, tray: null });
  });
});

describe('startOptionsOf', () => {
  it("sends the set and the tray prompt's bounds of the address to run/start", () => {
    expect(startOptionsOf(parseSessionParams('n2+m1+M40+c1'))).toEqual({ set: 2, prompt: { min: 1, max: 40 } });
  });

  it('bounds a prompt whose address names one bound or none', () => {
    expect(startOptionsOf(parseSessionParams('M12'))).toEqual({ prompt: { min: 1, max: 12 } });
    expect(startOptionsOf(parseSessionParams('c1'))).toEqual({ prompt: { min: 1, max: 999_999 } });
  });

  it('sends nothing for an address without session parameters', () => {
    expect(startOptionsOf(parseSessionParams(''))).toEqual({});
  });
});
