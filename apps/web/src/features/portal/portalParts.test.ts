import { describe, expect, it } from 'vitest';
import { partsByName, safeDeclarations } from './portalParts.ts';

describe('partsByName', () => {
  it('lets the terminal or link part replace the account part of the same name', () => {
    const parts = partsByName([
      {
        type: 'home',
        selectors: {
          items: [
            { name: 'header', content: 'Lab', style: '' },
            { name: 'footer', content: 'Thanks', style: '' },
          ],
        },
      },
      { type: 'home', selectors: { items: [{ name: 'header', content: 'Booth 1', style: 'color: red' }] } },
    ]);
    expect(parts.get('header')).toEqual({ content: 'Booth 1', style: 'color: red' });
    expect(parts.get('footer')?.content).toBe('Thanks');
  });
});

describe('safeDeclarations', () => {
  it('keeps plain declarations and drops those that load or bind anything', () => {
    expect(
      safeDeclarations(
        'color: #333; background: url(https://tracker.example/p.gif); text-align:center;' +
          ' width: expression(alert(1)); behavior: url(x.htc); not a declaration',
      ),
    ).toBe('color: #333; text-align:center');
  });
});
