import { describe, expect, it } from 'vitest';
import { pageAppearance } from './appearance.ts';

describe('pageAppearance', () => {
  it('gives the page its colour and its widest column through custom properties and stable classes', () => {
    expect(pageAppearance({ pageColor: '#f5e6cc', pageBreakpoint: 'md' })).toEqual({
      className: 'pl-session pl-session--coloured',
      style: { '--pl-page-color': '#f5e6cc', '--pl-page-max-width': '48rem' },
    });
  });

  it('lays a fluid page over the whole width, whatever its breakpoint', () => {
    expect(pageAppearance({ appFluid: true, pageBreakpoint: 'sm' })).toEqual({
      className: 'pl-session pl-session--fluid',
      style: {},
    });
  });

  it('changes nothing without an appearance', () => {
    expect(pageAppearance({})).toEqual({ className: 'pl-session', style: {} });
  });
});
