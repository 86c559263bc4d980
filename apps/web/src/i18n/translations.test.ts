import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@palate/engine';
import { ErrorCode } from '@palate/protocol';
import { TEXT_BUNDLES } from './allTexts.ts';
import { i18n, showLanguage } from './setup.ts';

/** Every key path of a translation tree, with its text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [childPath, text] of leaves(value as object, `${path}.`)) found.set(childPath, text);
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? '').sort();
}

/** Texts that are rightly the same as in English: the product's name, and true cognates. */
const SAME_AS_ENGLISH: Record<Language, string[]> = {
  en: [],
  fr: [
    'app.name',
    'shell.nav.console',
    'shell.nav.messages',
    'shell.banner.label',
    'shell.about.versions',
    'shell.about.services',
    'preview.nav',
    'judgeRecords.points',
    'preview.title',
    'booking.minutes',
  ],
  ja: ['app.name'],
  de: ['app.name', 'error.details', 'preview.nav', 'preview.title'],
  zh: ['app.name'],
  es: ['app.name', 'error.code', 'booking.minutes'],
  pt: ['app.name', 'booking.minutes'],
};

const cases = Object.entries(TEXT_BUNDLES).flatMap(([bundle, texts]) =>
  LANGUAGES.filter((language) => language !== 'en').map((language) => ({ bundle, texts, language })),
);

describe.each(cases)('the $bundle texts in $language', ({ texts, language }) => {
  const english = leaves(texts.en);
  const translated = leaves(texts[language]);

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders of each English text', () => {
    for (const [path, text] of english) {
      expect({ path, placeholders: placeholders(translated.get(path) ?? '') }).toEqual({
        path,
        placeholders: placeholders(text),
      });
    }
  });

  it('is translated rather than copied from English', () => {
    const copied = [...english].filter(([path, text]) => translated.get(path) === text).map(([path]) => path);
    expect(copied).toEqual(SAME_AS_ENGLISH[language].filter((path) => english.has(path)));
  });

  it('has no blank text', () => {
    expect([...translated].filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });
});

describe('error messages', () => {
  beforeAll(async () => {
    for (const language of LANGUAGES) await showLanguage(language);
  });

  it('exist for every code the foundation can meet, for being offline, and as a fallback', () => {
    const codes = [
      ErrorCode.tokenExpired,
      ErrorCode.tokenNotFound,
      ErrorCode.questionnaireExpired,
      ErrorCode.noMoreJudges,
      ErrorCode.noSession,
      ErrorCode.postConflict,
      ErrorCode.noMove,
      ErrorCode.noMoreJudgesAvailable,
      ErrorCode.resultsInconsistentWithScale,
      ErrorCode.invalidLink,
      ErrorCode.unexpectedResponse,
      ErrorCode.sessionPosting,
      ErrorCode.sessionLoading,
      ErrorCode.sessionInvalid,
      ErrorCode.sessionMoving,
      ErrorCode.unknownCall,
      ErrorCode.invalidRequest,
      ErrorCode.internalError,
    ];
    const paths = [...codes.map((code) => `error.${code}`), 'error.offline', 'error.unknown'];
    const missing = LANGUAGES.flatMap((lng) =>
      paths.filter((path) => !i18n.exists(path, { lng, fallbackLng: [] })).map((path) => `${lng}:${path}`),
    );
    expect(missing).toEqual([]);
  });
});
