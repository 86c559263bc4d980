import { defineTexts } from '../../i18n/bundle.ts';

export const linkTexts = defineTexts({
  en: {
    link: {
      keep: 'Keep this page’s address: it brings you back here to continue later.',
      tryAgain: 'Try again',
    },
  },
  fr: {
    link: {
      keep: 'Gardez l’adresse de cette page\u00a0: elle vous ramène ici pour continuer plus tard.',
      tryAgain: 'Réessayer',
    },
  },
  ja: {
    link: {
      keep: 'このページのアドレスを保存してください。後で続きを回答するときに使えます。',
      tryAgain: 'もう一度試す',
    },
  },
  de: {
    link: {
      keep: 'Behalten Sie die Adresse dieser Seite: Damit kommen Sie später zurück und machen weiter.',
      tryAgain: 'Erneut versuchen',
    },
  },
  zh: {
    link: {
      keep: '请保存此页面的地址：以后可以通过它回来继续作答。',
      tryAgain: '重试',
    },
  },
  es: {
    link: {
      keep: 'Guarde la dirección de esta página: le trae de vuelta aquí para continuar más tarde.',
      tryAgain: 'Intentar de nuevo',
    },
  },
  pt: {
    link: {
      keep: 'Guarde o endereço desta página: ele traz de volta aqui para continuar mais tarde.',
      tryAgain: 'Tentar de novo',
    },
  },
});
