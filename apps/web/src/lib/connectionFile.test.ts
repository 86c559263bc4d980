import { describe, expect, it } from 'vitest';
import { EMPTY_CONNECTION, connectionFileText, readConnectionFile, type ConnectionSettings } from './connectionFile.ts';

const SETTINGS: ConnectionSettings = {
  mode: 'database',
  url: 'https://palate.example',
  database: { provider: 'sqlserver', server: 'lab-sql', name: 'Sensory', authentication: 'windows', user: 'Zoë' },
  account: 'acme',
};

describe('connection files', () => {
  it('read back what was exported', () => {
    const bytes = new TextEncoder().encode(connectionFileText(SETTINGS));
    expect(readConnectionFile(bytes)).toEqual({ settings: SETTINGS, encoding: 'utf-8' });
  });

  it('are read in UTF-16 too', () => {
    const text = '\ufeff' + connectionFileText(SETTINGS);
    const bytes = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index++) {
      bytes[index * 2] = text.charCodeAt(index) & 0xff;
      bytes[index * 2 + 1] = text.charCodeAt(index) >> 8;
    }
    expect(readConnectionFile(bytes.subarray(2))?.settings).toEqual(SETTINGS);
  });

  it('fill what is missing or wrong with the empty settings', () => {
    const bytes = new TextEncoder().encode('{"mode":"ftp","account":"acme","database":{"authentication":"kerberos"}}');
    expect(readConnectionFile(bytes)?.settings).toEqual({ ...EMPTY_CONNECTION, account: 'acme' });
  });

  it('refuse what is not a JSON object', () => {
    expect(readConnectionFile(new TextEncoder().encode('[1]'))).toBeNull();
    expect(readConnectionFile(new TextEncoder().encode('mode=web'))).toBeNull();
  });

  it('never hold a password', () => {
    expect(connectionFileText(SETTINGS)).not.toMatch(/password/i);
  });
});
