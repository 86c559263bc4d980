import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type HostAction, type HostRequests } from '@palate/protocol';
import { BoothFolder, safeFileName } from '../src/booth-folder.ts';
import { clientAddress, handleHostAction, type BoothContext, type KioskWindow } from '../src/host-actions.ts';
import { helpPage } from '../src/help-page.ts';
import { USAGE, parseBoothOptions } from '../src/options.ts';

let root: string;
let context: BoothContext;
const windowCalls: string[] = [];

const fakeWindow: KioskWindow = {
  captureScreen: async () => new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  toggleFullscreen: async () => (windowCalls.push('fullscreen'), true),
  setWindowSize: async (width, height) => void windowCalls.push(`size ${width}x${height}`),
  open: async (url) => void windowCalls.push(`open ${url}`),
  showHelp: async (screen) => void windowCalls.push(`help ${screen}`),
  reopen: async (url) => void windowCalls.push(`reopen ${url}`),
};

function act<A extends HostAction>(action: A, data: HostRequests[A] | Record<string, unknown>): Promise<unknown> {
  return handleHostAction(action, data, context);
}

beforeEach(() => {
  // A folder the host makes itself (mkdtemp's would already be private).
  root = join(mkdtempSync(join(tmpdir(), 'palate-booth-unit-')), 'booth');
  windowCalls.length = 0;
  context = {
    folder: new BoothFolder(root),
    window: fakeWindow,
    state: { server: new URL('http://127.0.0.1:9/'), wrapper: 'd-win', runUnderWay: false },
  };
});
afterEach(() => rmSync(dirname(root), { recursive: true, force: true }));

describe('the booth host keeps what the page hands it', () => {
  it('keeps its folder to its own user: it holds the booth’s tokens', async () => {
    await act('TermSave', { term: { name: 'Booth 3', token: 't' } });
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'terminal.json')).mode & 0o777).toBe(0o600);
  });

  it('keeps the terminal, judge and member on disk until cleared', async () => {
    await act('TermSave', { term: { name: 'Booth 3', token: 't' } });
    await act('JudgeSave', { judge: { name: '', token: 'j' } });
    expect(await act('TermLoad', {})).toEqual({ term: { name: 'Booth 3', token: 't' } });
    expect(await act('JudgeLoad', {})).toEqual({ judge: { name: '', token: 'j' } });
    expect(await act('UserLoad', {})).toEqual({ user: null });
    await act('TermClear', {});
    expect(await act('TermLoad', {})).toEqual({ term: null });
  });

  it('mirrors local storage item by item', async () => {
    await act('StorageSetItem', { key: 'fzj_links', value: '["a"]' });
    await act('StorageSetItem', { key: 'fzj_updater', value: '{}' });
    await act('StorageRemoveItem', { key: 'fzj_links' });
    expect(JSON.parse(readFileSync(join(root, 'storage.json'), 'utf8'))).toEqual({ fzj_updater: '{}' });
  });

  it('saves files under a safe name in its files folder, text or base64', async () => {
    const { file } = (await act('FileSave', {
      content: 'aGVsbG8=',
      contentType: 'text/plain',
      name: '../../etc/passwd',
      type: 'base64',
    })) as { file: string };
    expect(file.startsWith(join(root, 'files'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('hello');
    expect(readdirSync(join(root, 'files'))).toEqual([safeFileName('../../etc/passwd')]);
  });

  it('refuses what is not a request of its kind with 90422 naming the field, and keeps nothing', async () => {
    await expect(act('TermSave', { term: 'not an object' })).rejects.toMatchObject({
      code: ErrorCode.invalidRequest,
      message: expect.stringContaining('term') as string,
    });
    await expect(act('SetWindowSize', { width: 10, height: 800 })).rejects.toMatchObject({ code: 90422 });
    await expect(act('StorageSetItem', { key: 3, value: 'x' })).rejects.toMatchObject({ code: 90422 });
    await expect(act('Download', { id: 'b' })).rejects.toMatchObject({ code: 90422 });
    expect(readdirSync(root).sort()).toEqual(['captures', 'chromium', 'downloads', 'files']);
  });

  it('opens only the server’s own pages (Execute)', async () => {
    await act('Execute', { url: '/en/about' });
    await expect(act('Execute', { url: 'https://example.org/' })).rejects.toMatchObject({
      code: ErrorCode.actionOnlyFromApplication,
    });
    expect(windowCalls).toEqual(['open http://127.0.0.1:9/en/about']);
  });

  it('keeps downloads and gives them back with its copy of the offline store', async () => {
    const download = { id: 'b1', text: 'Demo', nr: 0, nb: 7, se: 's1', order: 2, promptOrder: null, log: [] };
    await act('Download', download);
    await act('StorageSetItem', { key: 'fzj_offline', value: '{"revision":3}' });
    expect(await act('LoadOfflineData', { user: { id: '', token: 't' } })).toEqual({
      downloads: [download],
      offline: '{"revision":3}',
    });
    await act('DownloadRemove', { id: 'b1', log: [{ at: 1, event: 'deleted' }] });
    expect(await act('LoadOfflineData', { user: { id: '', token: 't' } })).toMatchObject({ downloads: [] });
  });

  it('saves a simulation’s captures in a folder of their own, one picture per screen', async () => {
    const { id } = (await act('Run.StartPreview', { publication: 'pub-1', judge: 2 })) as { id: string };
    expect(id).toMatch(/-pub-1-judge2$/);
    await act('Run.SavePreview', { id, name: 'screen-001' });
    expect(readdirSync(join(root, 'captures', id)).sort()).toEqual(['screen-001.png', 'simulation.json']);
  });

  it('saves the connection settings and opens the client at the new address, its wrapper tag kept', async () => {
    await act('ConnectSave', {
      config: { mode: 'web', url: 'http://10.0.0.5:3000' },
      options: 'acme.d-win',
      route: 'fr/home',
    });
    expect(await act('ConnectLoad', {})).toEqual({ config: { mode: 'web', url: 'http://10.0.0.5:3000' } });
    expect(context.state.server.href).toBe('http://10.0.0.5:3000/');
    await new Promise((wait) => setTimeout(wait, 350));
    expect(windowCalls).toEqual(['reopen http://10.0.0.5:3000/acme.d-win/fr/home']);
    await expect(
      act('ConnectSave', { config: { mode: 'web', url: 'ftp://x' }, options: 'lang' }),
    ).rejects.toMatchObject({ code: 90422 });
  });
});

describe('the host sends offline results (UploadResults)', () => {
  let server: Server;
  let received: unknown[];

  beforeEach(async () => {
    received = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url, body: JSON.parse(body) as unknown });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ errorType: 3310, errorMsg: 'conflict', errorData: { conflict: true } }));
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const address = server.address();
    context.state.server = new URL(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
  });
  afterEach(() => new Promise<void>((closed) => server.close(() => closed())));

  const offline = {
    downloads: {
      b1: {
        download: { id: 'b1', se: 's1', uploadKey: 'k'.repeat(22) },
        answers: { '0': [{ controlId: 'c', value: 5 }] },
        position: 0,
        finished: true,
        log: [],
        pendingUpload: { uploadId: '0b0b3c3e-7c0a-4e4e-9a55-2f5b3f7d9a10', overwrite: false },
      },
    },
  };

  it('posts run/upload from the mirrored store, with the page’s upload id, and answers with the server’s envelope', async () => {
    await act('StorageSetItem', { key: 'fzj_offline', value: JSON.stringify(offline) });
    const reply = await act('UploadResults', { id: 'b1', overwrite: false, log: [] });
    expect(reply).toEqual({ reached: true, errorType: 3310, errorMsg: 'conflict', data: { conflict: true } });
    expect(received).toEqual([
      {
        url: '/ws/fzRun.dll/run/upload',
        body: expect.objectContaining({
          id: 'b1',
          se: 's1',
          uploadId: '0b0b3c3e-7c0a-4e4e-9a55-2f5b3f7d9a10',
          pages: [{ position: 0, answers: [{ controlId: 'c', value: 5 }] }],
          finished: true,
        }) as unknown,
      },
    ]);
  });

  it('says when the server could not be reached, and refuses a download it does not keep', async () => {
    await act('StorageSetItem', { key: 'fzj_offline', value: JSON.stringify(offline) });
    context.state.server = new URL('http://127.0.0.1:9/');
    expect(await act('UploadResults', { id: 'b1', overwrite: true, log: [] })).toEqual({
      reached: false,
      errorType: -1,
    });
    await expect(act('UploadResults', { id: 'other', overwrite: false, log: [] })).rejects.toMatchObject({
      code: 90422,
    });
  });
});

describe('the command line', () => {
  const env = { CHROMIUM_PATH: process.execPath };

  it('gives its help, and refuses what it cannot use with the reason', () => {
    expect(parseBoothOptions(['--help'], env)).toEqual({ kind: 'help' });
    expect(USAGE).toContain('--server URL');
    expect(parseBoothOptions(['--lang', 'it'], env)).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('it') as string,
    });
    expect(parseBoothOptions(['--size', 'big'], env)).toMatchObject({ kind: 'error' });
    expect(parseBoothOptions(['--bridge', 'carrier-pigeon'], env)).toMatchObject({ kind: 'error' });
    expect(parseBoothOptions(['--server', 'file:///etc'], env)).toMatchObject({ kind: 'error' });
    expect(parseBoothOptions(['--unknown'], env)).toMatchObject({ kind: 'error' });
  });

  it('reads a booth’s options', () => {
    const parsed = parseBoothOptions(['--server', 'http://10.0.0.5:3000', '--lang', 'ja', '--size', '1920x1080'], env);
    expect(parsed).toMatchObject({
      kind: 'run',
      options: {
        lang: 'ja',
        width: 1920,
        height: 1080,
        wrapper: 'd-win',
        bridge: 'native',
        chromium: process.execPath,
      },
    });
  });

  it('opens the client with the wrapper tag once, after the account code', () => {
    const server = new URL('http://10.0.0.5:3000');
    expect(clientAddress(server, 'lang', 'en/home', 'd-win')).toBe('http://10.0.0.5:3000/lang.d-win/en/home');
    expect(clientAddress(server, 'acme.d-win', 'home', 'd-android')).toBe('http://10.0.0.5:3000/acme.d-android/home');
  });
});

describe('the host’s help', () => {
  it('speaks the language of the screen it was asked on, English otherwise, and escapes what it shows', () => {
    expect(helpPage('device', 'http://s/fr/home', 'fr')).toContain('Retour à Palate');
    expect(helpPage('device', 'http://s/ja/home', 'ja')).toContain('<html lang="ja">');
    expect(helpPage('<b>', 'http://s/', 'xx')).toContain('&#60;b&#62;');
    expect(helpPage('device', 'http://s/', 'xx')).toContain('Back to Palate');
  });
});
