import { LANGUAGES, type Language, type LocalizedText } from './languages.ts';

/**
 * The 9-point hedonic scale (Peryam and Pilgrim, 1957), from "dislike extremely" to "like
 * extremely", in the seven languages of the client: the categories of the most used
 * consumer liking question.
 */
export const HEDONIC_9_POINT: Record<Language, readonly string[]> = {
  en: [
    'Dislike extremely',
    'Dislike very much',
    'Dislike moderately',
    'Dislike slightly',
    'Neither like nor dislike',
    'Like slightly',
    'Like moderately',
    'Like very much',
    'Like extremely',
  ],
  fr: [
    'Extrêmement désagréable',
    'Très désagréable',
    'Moyennement désagréable',
    'Légèrement désagréable',
    'Ni agréable ni désagréable',
    'Légèrement agréable',
    'Moyennement agréable',
    'Très agréable',
    'Extrêmement agréable',
  ],
  ja: [
    '非常に嫌い',
    'かなり嫌い',
    'やや嫌い',
    'わずかに嫌い',
    '好きでも嫌いでもない',
    'わずかに好き',
    'やや好き',
    'かなり好き',
    '非常に好き',
  ],
  de: [
    'Äußerst unangenehm',
    'Sehr unangenehm',
    'Mäßig unangenehm',
    'Etwas unangenehm',
    'Weder angenehm noch unangenehm',
    'Etwas angenehm',
    'Mäßig angenehm',
    'Sehr angenehm',
    'Äußerst angenehm',
  ],
  zh: [
    '极其不喜欢',
    '非常不喜欢',
    '比较不喜欢',
    '稍微不喜欢',
    '既不喜欢也不讨厌',
    '稍微喜欢',
    '比较喜欢',
    '非常喜欢',
    '极其喜欢',
  ],
  es: [
    'Me disgusta muchísimo',
    'Me disgusta mucho',
    'Me disgusta moderadamente',
    'Me disgusta ligeramente',
    'Ni me gusta ni me disgusta',
    'Me gusta ligeramente',
    'Me gusta moderadamente',
    'Me gusta mucho',
    'Me gusta muchísimo',
  ],
  pt: [
    'Desgostei extremamente',
    'Desgostei muito',
    'Desgostei moderadamente',
    'Desgostei ligeiramente',
    'Nem gostei nem desgostei',
    'Gostei ligeiramente',
    'Gostei moderadamente',
    'Gostei muito',
    'Gostei extremamente',
  ],
};

/** The scale's nine points as category labels, each in the seven languages. */
export function hedonicCategories(): LocalizedText[] {
  return HEDONIC_9_POINT.en.map(
    (_, index) =>
      Object.fromEntries(
        LANGUAGES.map((language) => [language, HEDONIC_9_POINT[language][index] ?? '']),
      ) as LocalizedText,
  );
}
