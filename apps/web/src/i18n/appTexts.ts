import { defineTexts } from './bundle.ts';

/** Texts of the app shell, shared by every screen. */
export const appTexts = defineTexts({
  en: {
    app: {
      name: 'Palate',
      loading: 'Loading…',
    },
    error: {
      title: 'Oops...',
      code: 'Error {{code}}',
      retry: 'Try again',
      backHome: 'Back home',
      backHomeRefresh: 'Back home and refresh',
      details: 'Details: {{details}}',
    },
  },
  fr: {
    app: {
      name: 'Palate',
      loading: 'Chargement…',
    },
    error: {
      title: 'Oups...',
      code: 'Erreur {{code}}',
      retry: 'Réessayer',
      backHome: 'Retour à l’accueil',
      backHomeRefresh: 'Retour à l’accueil et actualiser',
      details: 'Détails\u00a0: {{details}}',
    },
  },
  ja: {
    app: {
      name: 'Palate',
      loading: '読み込み中…',
    },
    error: {
      title: 'エラーが発生しました',
      code: 'エラー {{code}}',
      retry: 'もう一度試す',
      backHome: 'ホームに戻る',
      backHomeRefresh: 'ホームに戻って更新',
      details: '詳細：{{details}}',
    },
  },
  de: {
    app: {
      name: 'Palate',
      loading: 'Wird geladen…',
    },
    error: {
      title: 'Hoppla...',
      code: 'Fehler {{code}}',
      retry: 'Erneut versuchen',
      backHome: 'Zur Startseite',
      backHomeRefresh: 'Zur Startseite und neu laden',
      details: 'Details: {{details}}',
    },
  },
  zh: {
    app: {
      name: 'Palate',
      loading: '正在加载…',
    },
    error: {
      title: '哎呀……',
      code: '错误 {{code}}',
      retry: '重试',
      backHome: '返回首页',
      backHomeRefresh: '返回首页并刷新',
      details: '详细信息：{{details}}',
    },
  },
  es: {
    app: {
      name: 'Palate',
      loading: 'Cargando…',
    },
    error: {
      title: 'Ups...',
      code: 'Error {{code}}',
      retry: 'Reintentar',
      backHome: 'Volver al inicio',
      backHomeRefresh: 'Volver al inicio y actualizar',
      details: 'Detalles: {{details}}',
    },
  },
  pt: {
    app: {
      name: 'Palate',
      loading: 'Carregando…',
    },
    error: {
      title: 'Ops...',
      code: 'Erro {{code}}',
      retry: 'Tentar novamente',
      backHome: 'Voltar ao início',
      backHomeRefresh: 'Voltar ao início e atualizar',
      details: 'Detalhes: {{details}}',
    },
  },
});
