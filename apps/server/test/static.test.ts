import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customAssetPaths } from '@palate/protocol';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, type TestDatabase } from './harness.ts';

const APP_SCRIPT = 'console.log("Palate");\n'.repeat(100);

describe('the custom folder and the single-page app', () => {
  let dir: string;
  let test: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'palate-static-'));
    const webRoot = join(dir, 'web');
    const customDir = join(dir, 'custom');
    mkdirSync(webRoot);
    mkdirSync(customDir);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    writeFileSync(
      join(webRoot, 'language-chunks.json'),
      JSON.stringify({ en: ['/assets/en-1.js'], fr: ['/assets/fr-1.js', '/assets/texts-2.js'] }),
    );
    writeFileSync(join(webRoot, 'manifest.json'), '{"name":"Palate"}');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), APP_SCRIPT);
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_SCRIPT));
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(APP_SCRIPT));
    writeFileSync(join(customDir, customAssetPaths('acme').stylesheet.replace('/custom/', '')), 'body{color:red}');
    test = await createTestDatabase('sqlite');
    app = await buildApp({
      database: test.database,
      settings: { judgeTokenLifeSeconds: 3600, userTokenLifeSeconds: 3600 },
      webRoot,
      customDir,
    });
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves an account's stylesheet from the custom folder, named by the hash of its lowercase code", async () => {
    const response = await app.inject({ method: 'GET', url: customAssetPaths('ACME').stylesheet });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe('body{color:red}');
  });

  it('answers a missing custom file with a plain 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: customAssetPaths('acme').script });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root');
  });

  it('refuses to leave the custom folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/custom/..%2fweb%2findex.html' });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root');
  });

  it('serves the manifest and falls back to the app for client routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/manifest.json' })).json()).toEqual({ name: 'Palate' });
    const route = await app.inject({ method: 'GET', url: '/acme/ja/about' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('root');
  });

  it("preloads the address's texts with the app's page (English without a language), compressed as accepted", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const page = (url: string, encoding = '') =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    expect(preloads((await page('/d-win/fr/home')).body)).toEqual(['/assets/fr-1.js', '/assets/texts-2.js']);
    expect(preloads((await page('/fr/nowhere')).body)).toEqual(['/assets/fr-1.js', '/assets/texts-2.js']);
    expect(preloads((await page('/')).body)).toEqual(['/assets/en-1.js']);
    expect(preloads((await page('/acme/xx/about')).body)).toEqual(['/assets/en-1.js']);
    // A language the build has no list for gets the page as it is.
    expect(preloads((await page('/ja/home')).body)).toEqual([]);
    const compressed = await page('/fr/home', 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(preloads(brotliDecompressSync(compressed.rawPayload).toString())).toEqual([
      '/assets/fr-1.js',
      '/assets/texts-2.js',
    ]);
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, cached for a year", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_SCRIPT);
  });

  it('sends the plain asset to a client that accepts no compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_SCRIPT);
  });

  it('has the app page checked anew on every visit, so that a new build is picked up', async () => {
    for (const url of ['/', '/acme/ja/about']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('the security headers', () => {
  let dir: string;
  let test: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'palate-headers-'));
    mkdirSync(join(dir, 'web'));
    mkdirSync(join(dir, 'custom'));
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
    for (const account of ['acme', 'other']) {
      const { stylesheet, script } = customAssetPaths(account);
      writeFileSync(join(dir, stylesheet), 'body{color:red}');
      writeFileSync(join(dir, script), 'console.log(1)');
    }
    test = await createTestDatabase('sqlite');
    app = await buildApp({
      database: test.database,
      settings: { judgeTokenLifeSeconds: 3600, userTokenLifeSeconds: 3600 },
      webRoot: join(dir, 'web'),
      customDir: join(dir, 'custom'),
    });
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('forbids framing, inline scripts and other origins on the app, the calls and every custom file alike', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/acme/ja/home' }),
      await app.inject({ method: 'POST', url: '/ws/fzMsg.dll/sys/versions', payload: {} }),
      await app.inject({ method: 'GET', url: '/nothing-here.js' }),
      ...['acme', 'other'].flatMap((account) => {
        const { stylesheet, script } = customAssetPaths(account);
        return [app.inject({ method: 'GET', url: stylesheet }), app.inject({ method: 'GET', url: script })];
      }),
    ];
    const policies = new Set<string>();
    for (const response of await Promise.all(answers)) {
      const policy = String(response.headers['content-security-policy']);
      policies.add(policy);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    // One policy for every account: no account's custom files widen it.
    expect(policies.size).toBe(1);
  });
});
