function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface HelpTexts {
  title: string;
  intro: (screen: string) => string;
  points: [string, string, string];
  back: string;
}

const HELP: Record<string, HelpTexts> = {
  en: {
    title: 'Palate booth',
    intro: (screen) => `This booth runs Palate full screen. Help was asked on the screen “${screen}”.`,
    points: [
      'Judges answer on the screens Palate shows; a leader sets the booth up from its device screen.',
      'Answers given offline stay on this booth until they are sent.',
      'To close the booth, a panel leader presses Ctrl+Alt+Q and signs in.',
    ],
    back: 'Back to Palate',
  },
  fr: {
    title: 'Cabine Palate',
    intro: (screen) => `Cette cabine affiche Palate en plein écran. L’aide a été demandée sur l’écran « ${screen} ».`,
    points: [
      'Les dégustateurs répondent sur les écrans de Palate ; un animateur configure la cabine depuis son écran d’appareil.',
      'Les réponses données hors ligne restent sur cette cabine jusqu’à leur envoi.',
      'Pour fermer la cabine, un animateur appuie sur Ctrl+Alt+Q et se connecte.',
    ],
    back: 'Retour à Palate',
  },
  de: {
    title: 'Palate-Kabine',
    intro: (screen) =>
      `Diese Kabine zeigt Palate im Vollbild. Die Hilfe wurde auf dem Bildschirm „${screen}“ aufgerufen.`,
    points: [
      'Prüfer antworten auf den Bildschirmen von Palate; eine Leitung richtet die Kabine über ihren Gerätebildschirm ein.',
      'Offline gegebene Antworten bleiben auf dieser Kabine, bis sie gesendet werden.',
      'Zum Schließen der Kabine drückt eine Panelleitung Strg+Alt+Q und meldet sich an.',
    ],
    back: 'Zurück zu Palate',
  },
  es: {
    title: 'Cabina Palate',
    intro: (screen) => `Esta cabina muestra Palate a pantalla completa. Se pidió ayuda en la pantalla «${screen}».`,
    points: [
      'Los catadores responden en las pantallas de Palate; un responsable configura la cabina desde su pantalla de dispositivo.',
      'Las respuestas dadas sin conexión se quedan en esta cabina hasta que se envían.',
      'Para cerrar la cabina, un responsable pulsa Ctrl+Alt+Q e inicia sesión.',
    ],
    back: 'Volver a Palate',
  },
  pt: {
    title: 'Cabine Palate',
    intro: (screen) => `Esta cabine mostra o Palate em tela cheia. A ajuda foi pedida na tela “${screen}”.`,
    points: [
      'Os avaliadores respondem nas telas do Palate; um responsável configura a cabine pela tela do dispositivo.',
      'As respostas dadas sem conexão ficam nesta cabine até serem enviadas.',
      'Para fechar a cabine, um responsável pressiona Ctrl+Alt+Q e entra com sua conta.',
    ],
    back: 'Voltar ao Palate',
  },
  ja: {
    title: 'Palate ブース',
    intro: (screen) => `このブースは Palate を全画面で表示しています。「${screen}」画面でヘルプが開かれました。`,
    points: [
      'パネリストは Palate の画面で回答します。担当者は端末設定画面からブースを設定します。',
      'オフラインで入力した回答は、送信されるまでこのブースに保存されます。',
      'ブースを閉じるには、パネルリーダーが Ctrl+Alt+Q を押してサインインします。',
    ],
    back: 'Palate に戻る',
  },
  zh: {
    title: 'Palate 品评间',
    intro: (screen) => `此品评间以全屏显示 Palate。帮助是在“${screen}”屏幕上打开的。`,
    points: [
      '评价员在 Palate 的屏幕上作答；负责人在设备设置屏幕上设置品评间。',
      '离线作答的答案会保存在此品评间，直到发送为止。',
      '要关闭品评间，评价小组负责人按 Ctrl+Alt+Q 并登录。',
    ],
    back: '返回 Palate',
  },
};

/**
 * The host's help (Help {context}), in the language of the screen it was asked on: what
 * the booth host does, and the way back to that screen.
 */
export function helpPage(context: string, back: string, language: string): string {
  const lang = Object.hasOwn(HELP, language) ? language : 'en';
  const texts = HELP[lang] ?? (HELP.en as HelpTexts);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(texts.title)}</title>
<style>body{font:1.25rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}a{display:inline-block;min-height:48px;line-height:48px;padding:0 1.25rem;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none}</style>
</head><body><main>
<h1>${escape(texts.title)}</h1>
<p>${escape(texts.intro(context))}</p>
<ul>${texts.points.map((point) => `<li>${escape(point)}</li>`).join('')}</ul>
<p><a href="${escape(back)}">${escape(texts.back)}</a></p>
</main></body></html>`;
}
