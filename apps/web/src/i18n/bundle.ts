import type { Language } from '@palate/engine';

export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/**
 * One feature's texts in every language, kept beside the feature. English gives the
 * shape; every other language must give the same keys (the translations test also
 * checks that they are translated and keep their placeholders).
 */
export type TextBundle<T> = { en: T } & Record<Exclude<Language, 'en'>, Translated<T>>;

export function defineTexts<T extends object>(bundle: TextBundle<T>): TextBundle<T> {
  return bundle;
}
