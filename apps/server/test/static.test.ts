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
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
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
