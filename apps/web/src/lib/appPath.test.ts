import { describe, expect, it } from 'vitest';
import { appPath, loginReturnTo, parseAppPath, prefixLanguage, type AppPrefix, type AppRoute } from './appPath.ts';

const bare: AppPrefix = { options: null, lang: null };
const home: AppRoute = { name: 'home' };

describe('appPath and parseAppPath', () => {
  it('agree on every route', () => {
    const routes: AppRoute[] = [
      home,
      { name: 'session', id: '42', params: 'n2+c1' },
      { name: 'link', link: 'G1' },
      { name: 'linkUser', link: 'U1' },
      { name: 'linkUserOff', link: 'U1' },
      { name: 'upload', block: 'B1' },
      { name: 'sessionLink', link: 'U1', id: '42', params: null },
      { name: 'sessionLink', link: 'U1', id: '42', params: 'n3' },
      { name: 'preview', id: '42', params: 'n1' },
      { name: 'connect' },
      { name: 'webview2' },
      { name: 'about' },
      { name: 'legal' },
    ];
    for (const route of routes) {
      const prefix: AppPrefix = { options: 'acme.d-android', lang: 'ja' };
      expect(parseAppPath(appPath(prefix, route))).toEqual({ prefix, route });
    }
  });
});

describe('parseAppPath', () => {
  it('reads a route without prefix', () => {
    expect(parseAppPath('/home')).toEqual({ prefix: bare, route: home });
  });

  it('reads a lone language segment as the language', () => {
    expect(parseAppPath('/ja/home')).toEqual({ prefix: { options: null, lang: 'ja' }, route: home });
    expect(parseAppPath('/pt-BR/home').prefix).toEqual({ options: null, lang: 'pt' });
  });

  it('reads a lone other segment as the options, as in /{account}/my/{link}', () => {
    expect(parseAppPath('/acme/home')).toEqual({ prefix: { options: 'acme', lang: null }, route: home });
  });

  it('reads two segments as options then language, normalising an unknown language to English', () => {
    expect(parseAppPath('/acme.debug/fr/home').prefix).toEqual({ options: 'acme.debug', lang: 'fr' });
    expect(parseAppPath('/lang/de/home').prefix).toEqual({ options: 'lang', lang: 'de' });
    expect(parseAppPath('/acme/klingon/home').prefix).toEqual({ options: 'acme', lang: 'en' });
  });

  it('reads a session with and without params', () => {
    expect(parseAppPath('/sess/42').route).toEqual({ name: 'session', id: '42', params: null });
    expect(parseAppPath('/acme/fr/sess/42/n2+m1+M40+c1')).toEqual({
      prefix: { options: 'acme', lang: 'fr' },
      route: { name: 'session', id: '42', params: 'n2+m1+M40+c1' },
    });
  });

  it('decodes escaped segments', () => {
    expect(parseAppPath('/sess/a%20b').route).toEqual({ name: 'session', id: 'a b', params: null });
    expect(parseAppPath('/sess/%E0%A4%A').route).toEqual({ name: 'session', id: '%E0%A4%A', params: null });
  });

  it('gives no route for the empty path, with or without prefix', () => {
    expect(parseAppPath('/')).toEqual({ prefix: bare, route: null });
    expect(parseAppPath('')).toEqual({ prefix: bare, route: null });
    expect(parseAppPath('/fr')).toEqual({ prefix: { options: null, lang: 'fr' }, route: null });
    expect(parseAppPath('/acme/fr/')).toEqual({ prefix: { options: 'acme', lang: 'fr' }, route: null });
  });

  it('keeps a leading language followed by an unknown segment as the language alone', () => {
    expect(parseAppPath('/ja/nowhere/at/all')).toEqual({ prefix: { options: null, lang: 'ja' }, route: null });
  });

  it('gives no route for an unknown address, keeping what can be a prefix', () => {
    expect(parseAppPath('/acme/fr/nowhere').route).toBeNull();
    expect(parseAppPath('/acme/fr/nowhere').prefix).toEqual({ options: 'acme', lang: 'fr' });
    expect(parseAppPath('/home/extra').route).toBeNull();
    expect(parseAppPath('/sess').route).toBeNull();
    expect(parseAppPath('/sess/1/n2/more').route).toBeNull();
  });

  it('gives no route for spec routes this client does not show yet, without taking them for a prefix', () => {
    expect(parseAppPath('/login/x')).toEqual({ prefix: bare, route: null });
  });

  it('reads the link routes, and writes them back', () => {
    const cases: [string, AppRoute][] = [
      ['/to/G1', { name: 'link', link: 'G1' }],
      ['/my/I1', { name: 'linkUser', link: 'I1' }],
      ['/off/I1', { name: 'linkUserOff', link: 'I1' }],
      ['/up/B7', { name: 'upload', block: 'B7' }],
      ['/my/I1/s9', { name: 'sessionLink', link: 'I1', id: 's9', params: null }],
      ['/my/I1/s9/n2+m1', { name: 'sessionLink', link: 'I1', id: 's9', params: 'n2+m1' }],
    ];
    for (const [path, route] of cases) {
      expect(parseAppPath(path).route).toEqual(route);
      expect(appPath(bare, route)).toBe(path);
    }
    expect(parseAppPath('/acme/my/I1')).toEqual({
      prefix: { options: 'acme', lang: null },
      route: { name: 'linkUser', link: 'I1' },
    });
    expect(parseAppPath('/to').route).toBeNull();
    expect(parseAppPath('/to/G1/more').route).toBeNull();
    expect(parseAppPath('/my/I1/s9/n2/more').route).toBeNull();
  });

  it('reads the link, upload and preview routes', () => {
    expect(parseAppPath('/to/G1').route).toEqual({ name: 'link', link: 'G1' });
    expect(parseAppPath('/fr/my/abc')).toEqual({
      prefix: { options: null, lang: 'fr' },
      route: { name: 'linkUser', link: 'abc' },
    });
    expect(parseAppPath('/acme/my/abc').prefix).toEqual({ options: 'acme', lang: null });
    expect(parseAppPath('/off/abc').route).toEqual({ name: 'linkUserOff', link: 'abc' });
    expect(parseAppPath('/up/B7').route).toEqual({ name: 'upload', block: 'B7' });
    expect(parseAppPath('/my/abc/42').route).toEqual({ name: 'sessionLink', link: 'abc', id: '42', params: null });
    expect(parseAppPath('/my/abc/42/n2').route).toEqual({ name: 'sessionLink', link: 'abc', id: '42', params: 'n2' });
    expect(parseAppPath('/pvw/42/n1').route).toEqual({ name: 'preview', id: '42', params: 'n1' });
    expect(parseAppPath('/pvw/42').route).toBeNull();
    expect(parseAppPath('/to').route).toBeNull();
    expect(parseAppPath('/up/B7/x').route).toBeNull();
  });

  it("reads the shell's pages, without anything after them", () => {
    for (const name of ['connect', 'webview2', 'about', 'legal', 'login', 'settings', 'account'] as const) {
      expect(parseAppPath(`/ja/${name}`).route).toEqual({ name });
      expect(parseAppPath(`/${name}/x`).route).toBeNull();
    }
  });

  it("reads the judge's booking routes, with or without a publication, and nothing after them", () => {
    expect(parseAppPath('/fr/book')).toEqual({
      prefix: { options: null, lang: 'fr' },
      route: { name: 'book', publication: null },
    });
    expect(parseAppPath('/fr/book/P1').route).toEqual({ name: 'book', publication: 'P1' });
    expect(appPath({ options: null, lang: 'fr' }, { name: 'book', publication: 'P1' })).toBe('/fr/book/P1');
    expect(appPath({ options: null, lang: 'fr' }, { name: 'book', publication: null })).toBe('/fr/book');
    expect(parseAppPath('/book/P1/x').route).toBeNull();
  });

  it('reads the member routes login, settings and account, and builds them back', () => {
    for (const name of ['login', 'settings', 'account'] as const) {
      expect(parseAppPath(`/acme/fr/${name}`)).toEqual({ prefix: { options: 'acme', lang: 'fr' }, route: { name } });
      expect(appPath({ options: 'acme', lang: 'fr' }, { name })).toBe(`/acme/fr/${name}`);
    }
    expect(parseAppPath('/login/extra').route).toBeNull();
  });

  it('remembers only a path of this app as the target after login', () => {
    expect(loginReturnTo({ returnTo: '/fr/settings' })).toBe('/fr/settings');
    expect(loginReturnTo({ returnTo: '//evil.example/x' })).toBeNull();
    expect(loginReturnTo({ returnTo: 'https://evil.example' })).toBeNull();
    expect(loginReturnTo(null)).toBeNull();
  });

  it('does not look for the route past three segments', () => {
    expect(parseAppPath('/a/b/c/home')).toEqual({ prefix: { options: 'a', lang: 'en' }, route: null });
  });
});

describe('appPath', () => {
  it('builds a bare route', () => {
    expect(appPath(bare, home)).toBe('/home');
  });

  it('keeps the language and the options segment as written', () => {
    expect(appPath({ options: null, lang: 'zh' }, home)).toBe('/zh/home');
    expect(appPath({ options: 'Acme.debug', lang: 'de' }, home)).toBe('/Acme.debug/de/home');
  });

  it('always writes a language after options, so the options are not read as a language', () => {
    expect(appPath({ options: 'fr', lang: null }, home)).toBe('/fr/en/home');
  });

  it('builds a session address, keeping the + of its params readable', () => {
    expect(appPath(bare, { name: 'session', id: 's 1', params: 'n2+c1' })).toBe('/sess/s%201/n2+c1');
    expect(appPath(bare, { name: 'session', id: 'abc', params: null })).toBe('/sess/abc');
  });

  it('builds addresses that parse back to the same prefix and route', () => {
    const prefixes: AppPrefix[] = [bare, { options: null, lang: 'ja' }, { options: 'acme.d-win', lang: 'es' }];
    const routes: AppRoute[] = [home, { name: 'session', id: 'x/y?', params: 'm1+M9' }];
    for (const prefix of prefixes) {
      for (const route of routes) expect(parseAppPath(appPath(prefix, route))).toEqual({ prefix, route });
    }
  });
});

describe('prefixLanguage', () => {
  it('is the language segment, or English without one', () => {
    expect(prefixLanguage({ options: 'acme', lang: 'fr' })).toBe('fr');
    expect(prefixLanguage(bare)).toBe('en');
  });
});
