import type { Language } from '@palate/engine';

/** The words of the report's slides of selected comments, in the seven languages. */
export interface CommentTexts {
  title: (question: string) => string;
  product: string;
  comment: string;
  judge: string;
}

const TEXTS: Record<Language, CommentTexts> = {
  en: { title: (q) => `What judges said: ${q}`, product: 'Product', comment: 'Comment', judge: 'Judge' },
  fr: { title: (q) => `Ce que les sujets ont dit : ${q}`, product: 'Produit', comment: 'Commentaire', judge: 'Sujet' },
  ja: { title: (q) => `パネリストのコメント：${q}`, product: '製品', comment: 'コメント', judge: 'パネリスト' },
  de: { title: (q) => `Was die Prüfer sagten: ${q}`, product: 'Produkt', comment: 'Kommentar', judge: 'Prüfer' },
  zh: { title: (q) => `评价员的评论：${q}`, product: '产品', comment: '评论', judge: '评价员' },
  es: { title: (q) => `Lo que dijeron los jueces: ${q}`, product: 'Producto', comment: 'Comentario', judge: 'Juez' },
  pt: {
    title: (q) => `O que os provadores disseram: ${q}`,
    product: 'Produto',
    comment: 'Comentário',
    judge: 'Provador',
  },
};

export function commentTexts(language: Language): CommentTexts {
  return TEXTS[language];
}
