import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { TEST_SETTINGS } from './api.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const TRIANGLE = resolve(import.meta.dirname, '../../../examples/triangle-test.yaml');

it('reads PUBLIC_URL as an origin, and refuses an address judges could not be sent to', () => {
  expect(loadConfig({}).settings.publicUrl).toBeNull();
  expect(loadConfig({ PUBLIC_URL: 'https://Tasting.Example.org/' }).settings.publicUrl).toBe(
    'https://tasting.example.org',
  );
  expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.10:8080' }).settings.publicUrl).toBe('http://192.168.1.10:8080');
  for (const wrong of [
    'tasting.example.org',
    'ftp://example.org',
    'https://example.org/palate',
    'https://example.org/?a',
  ])
    expect(() => loadConfig({ PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL/);
});

describeEachDatabase("the judges' public address, told to the console with a publication's links", (engine) => {
  let world: DemoApi;
  afterEach(async () => {
    await world.close();
  });

  it('gives PUBLIC_URL with the links and the publication’s name', async () => {
    world = await startDemoApi(engine, { ...TEST_SETTINGS, publicUrl: 'https://tasting.example.org' });
    const leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const text = readFileSync(TRIANGLE, 'utf8');
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text })).id!;
    const { id } = await world.api.ok('pub/create', { tk: leader, questionnaireId, name: 'Client X', anonymous: true });
    const { code } = await world.api.ok('pub/link/create', { tk: leader, id });
    expect(await world.api.ok('pub/links', { tk: leader, id })).toMatchObject({
      name: 'Client X',
      publicUrl: 'https://tasting.example.org',
      links: [{ code, created: world.api.now }],
    });
  });
});
