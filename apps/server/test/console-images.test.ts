import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, MAX_IMAGE_BYTES } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

/** The smallest real PNG: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describeEachDatabase("the console's pictures for info controls", (engine) => {
  let world: DemoApi;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
  });
  afterEach(async () => {
    await world.close();
  });

  const upload = (tk: string, name: string, bytes: Buffer) =>
    world.api.call('quest/image/upload', { tk, name, data: bytes.toString('base64') });

  it('stores a picture under a new name that judges’ screens load, and lists it', async () => {
    const stored = await world.api.ok('quest/image/upload', {
      tk: leader,
      name: 'Cups on the tray (2).png',
      data: PIXEL_PNG.toString('base64'),
    });
    expect(stored).toMatchObject({ contentType: 'image/png', size: PIXEL_PNG.length });
    expect(stored.name).toMatch(/^[0-9a-f]{16}-Cups-on-the-tray-2\.png$/);
    const picture = await world.api.app.inject({
      method: 'GET',
      url: `/ws/fzRun.dll/img?nm=${encodeURIComponent(stored.name)}`,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PIXEL_PNG)).toBe(true);

    // A JPEG named .png is stored as what its bytes say.
    const jpeg = await world.api.ok('quest/image/upload', {
      tk: leader,
      name: 'photo.png',
      data: JPEG_START.toString('base64'),
    });
    expect(jpeg.name).toMatch(/-photo\.jpg$/);
    const { items } = await world.api.ok('quest/image/list', { tk: leader });
    expect(items.map((item) => item.name).sort()).toEqual([jpeg.name, stored.name].sort());
  });

  it('refuses other types with 4150 (SVG included) and pictures too large, storing nothing', async () => {
    const svg = await upload(
      leader,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.errorType).toBe(ErrorCode.fileTypeNotAllowed);
    const text = await upload(leader, 'notes.png', Buffer.from('plain text, not a picture'));
    expect(text.errorType).toBe(ErrorCode.fileTypeNotAllowed);
    const large = Buffer.concat([PIXEL_PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const tooLarge = await upload(leader, 'huge.png', large);
    expect(tooLarge.errorType).toBe(ErrorCode.invalidRequest);
    const notBase64 = await world.api.call('quest/image/upload', { tk: leader, name: 'a.png', data: 'not base64!' });
    expect(notBase64.errorType).toBe(ErrorCode.invalidRequest);
    expect(notBase64.errorMsg).toContain('data');
    const noName = await world.api.call('quest/image/upload', { tk: leader, data: PIXEL_PNG.toString('base64') });
    expect(noName.errorType).toBe(ErrorCode.invalidRequest);
    expect(noName.errorMsg).toContain('name');
    expect((await world.api.ok('quest/image/list', { tk: leader })).items).toEqual([]);
  });

  it('is for leaders: judges get 50202, and each account sees its own pictures only', async () => {
    const judge = await world.api.newJudge();
    expect((await upload(judge, 'a.png', PIXEL_PNG)).errorType).toBe(ErrorCode.notEnoughRights);
    expect((await world.api.call('quest/image/list', { tk: judge })).errorType).toBe(ErrorCode.notEnoughRights);
    await world.api.ok('quest/image/upload', { tk: leader, name: 'a.png', data: PIXEL_PNG.toString('base64') });
    const otherAccount = newId();
    await insertAccount(world.test.database.db, {
      id: otherAccount,
      code: 'other-lab',
      name: 'Other lab',
      created_at: world.api.now,
    });
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: otherAccount })
    ).tk;
    expect((await world.api.ok('quest/image/list', { tk: stranger })).items).toEqual([]);
    expect((await world.api.ok('quest/image/list', { tk: leader })).items).toHaveLength(1);
  });
});
