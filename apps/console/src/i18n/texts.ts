/** Another language's texts: the same keys as the English ones, each a string. */
export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };
