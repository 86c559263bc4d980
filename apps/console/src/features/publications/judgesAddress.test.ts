import { describe, expect, it } from 'vitest';
import { linkAddress, unreachableBy } from './judgesAddress.ts';

describe("the judges' address of links and QR codes", () => {
  it('puts the code after the origin', () => {
    expect(linkAddress('https://tasting.example.org', 'ab12')).toBe('https://tasting.example.org/to/ab12');
  });

  it("tells this computer's own addresses, which no phone opens", () => {
    for (const origin of [
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://app.localhost',
    ])
      expect(unreachableBy(origin), origin).toBe('loopback');
  });

  it("tells a private network's addresses and local names, which judges at home do not reach", () => {
    for (const origin of [
      'http://10.0.0.5',
      'http://172.16.4.2:8080',
      'http://172.31.255.1',
      'http://192.168.1.10:8080',
      'http://169.254.3.3',
      'http://[fd12:3456::1]',
      'http://[fe80::1]',
      'http://labserver:8080',
      'http://palate.local',
    ])
      expect(unreachableBy(origin), origin).toBe('private');
  });

  it('says nothing of a public address', () => {
    for (const origin of ['https://tasting.example.org', 'http://172.32.0.1', 'http://8.8.8.8', 'http://[2001:db8::1]'])
      expect(unreachableBy(origin), origin).toBeNull();
  });
});
