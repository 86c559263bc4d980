import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLegalInfo } from './legalInfo.ts';

let fetchMock: ReturnType<typeof vi.fn>;

function file(body: string, contentType: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadLegalInfo', () => {
  it('takes the first plain-text file, skipping the app page a missing file falls back to', async () => {
    fetchMock
      .mockResolvedValueOnce(file('<html>', 'text/html'))
      .mockResolvedValueOnce(file('Our terms', 'text/plain; charset=utf-8'));
    expect(await loadLegalInfo('fr')).toEqual({ text: 'Our terms' });
    expect(fetchMock.mock.calls.map(([path]) => path as string)).toEqual(['/custom/legal.fr.txt', '/custom/legal.txt']);
  });

  it('tells "Invalid content type." when no file comes as plain text', async () => {
    fetchMock.mockResolvedValue(file('<html>', 'text/html'));
    expect(await loadLegalInfo('en')).toEqual({ problem: 'invalidContentType' });
  });

  it('tells "Nothing to load." when the files are missing or empty', async () => {
    fetchMock.mockResolvedValueOnce(file('', 'text/plain')).mockResolvedValue(file('', 'text/plain', 404));
    expect(await loadLegalInfo('en')).toEqual({ problem: 'nothingToLoad' });
  });
});
