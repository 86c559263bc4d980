/** The names the host gives its functions in the page (Runtime.addBinding). */
export const BRIDGE_BINDING = 'palateHostBinding';
export const EXIT_BINDING = 'palateBoothExit';

const EXIT_TEXTS = {
  en: [
    'Leave the booth application',
    'A panel leader signs in to close the booth.',
    'User name',
    'Password',
    'Exit',
    'Cancel',
    'This user name and password are not a panel leader’s.',
    'A judge’s session is under way. Press Exit again to close the booth all the same.',
    'The server cannot be reached to check the password.',
    'Checking…',
  ],
  fr: [
    'Quitter l’application de cabine',
    'Un animateur se connecte pour fermer la cabine.',
    'Nom d’utilisateur',
    'Mot de passe',
    'Quitter',
    'Annuler',
    'Ce nom et ce mot de passe ne sont pas ceux d’un animateur.',
    'Une séance de dégustateur est en cours. Appuyez de nouveau sur Quitter pour fermer quand même.',
    'Le serveur est injoignable pour vérifier le mot de passe.',
    'Vérification…',
  ],
  de: [
    'Kabinenanwendung verlassen',
    'Eine Panelleitung meldet sich an, um die Kabine zu schließen.',
    'Benutzername',
    'Passwort',
    'Beenden',
    'Abbrechen',
    'Dieser Benutzername und dieses Passwort gehören keiner Panelleitung.',
    'Eine Prüfersitzung läuft. Drücken Sie erneut auf Beenden, um trotzdem zu schließen.',
    'Der Server ist zum Prüfen des Passworts nicht erreichbar.',
    'Wird geprüft…',
  ],
  es: [
    'Salir de la aplicación de cabina',
    'Un responsable del panel inicia sesión para cerrar la cabina.',
    'Nombre de usuario',
    'Contraseña',
    'Salir',
    'Cancelar',
    'Este nombre y esta contraseña no son de un responsable del panel.',
    'Hay una sesión de un catador en curso. Pulse Salir otra vez para cerrar de todos modos.',
    'No se puede contactar con el servidor para comprobar la contraseña.',
    'Comprobando…',
  ],
  pt: [
    'Sair do aplicativo da cabine',
    'Um responsável pelo painel entra para fechar a cabine.',
    'Nome de usuário',
    'Senha',
    'Sair',
    'Cancelar',
    'Este nome e esta senha não são de um responsável pelo painel.',
    'Há uma sessão de um avaliador em andamento. Pressione Sair novamente para fechar mesmo assim.',
    'Não é possível contatar o servidor para verificar a senha.',
    'Verificando…',
  ],
  ja: [
    'ブース用アプリケーションを終了',
    'パネルリーダーがサインインしてブースを閉じます。',
    'ユーザー名',
    'パスワード',
    '終了',
    'キャンセル',
    'このユーザー名とパスワードはパネルリーダーのものではありません。',
    'パネリストのセッションが進行中です。それでも閉じる場合は、もう一度「終了」を押してください。',
    'パスワードを確認するためのサーバーに接続できません。',
    '確認しています…',
  ],
  zh: [
    '退出品评间应用程序',
    '由评价小组负责人登录以关闭品评间。',
    '用户名',
    '密码',
    '退出',
    '取消',
    '此用户名和密码不属于评价小组负责人。',
    '有评价员的评价正在进行。再次按“退出”仍将关闭品评间。',
    '无法连接服务器以验证密码。',
    '正在验证…',
  ],
};

/**
 * What the host adds to every page of the server's origin before the page's own scripts:
 * with a native bridge, `window.chrome.webview` as WebView2 has it (carried by a binding of
 * the DevTools protocol); and the leader's exit (Ctrl+Alt+Q), a dialog that hands the
 * leader's name and password to the host.
 */
export function pageScript(origin: string, nativeBridge: boolean): string {
  return `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  const bridgeBinding = window[${JSON.stringify(BRIDGE_BINDING)}];
  const exitBinding = window[${JSON.stringify(EXIT_BINDING)}];
  if (${nativeBridge} && typeof bridgeBinding === 'function') {
    const listeners = new Set();
    const webview = {
      postMessage: (message) => bridgeBinding(typeof message === 'string' ? message : JSON.stringify(message)),
      addEventListener: (type, listener) => { if (type === 'message') listeners.add(listener); },
      removeEventListener: (type, listener) => { listeners.delete(listener); },
    };
    window.chrome = window.chrome || {};
    Object.defineProperty(window.chrome, 'webview', { value: webview });
    Object.defineProperty(window, '__palateHostDeliver', {
      value: (text) => { for (const listener of listeners) listener({ data: text }); },
    });
  }
  const allTexts = ${JSON.stringify(EXIT_TEXTS)};
  let dialog = null;
  let force = false;
  function texts() {
    const lang = (document.documentElement.lang || 'en').slice(0, 2);
    const [title, intro, login, password, exit, cancel, refused, running, unreachable, checking] = allTexts[lang] || allTexts.en;
    return { title, intro, login, password, exit, cancel, refused, running, unreachable, checking };
  }
  function openExit() {
    if (dialog) return;
    const t = texts();
    force = false;
    dialog = document.createElement('dialog');
    dialog.className = 'pl-booth-exit';
    dialog.setAttribute('aria-labelledby', 'pl-booth-exit-title');
    dialog.style.cssText = 'font: 1.25rem/1.5 system-ui, sans-serif; padding: 1.5rem; border-radius: 12px; max-width: 28rem; width: calc(100% - 2rem);';
    dialog.innerHTML = '<form method="dialog" style="display: grid; gap: 0.75rem">'
      + '<h2 id="pl-booth-exit-title" style="margin: 0"></h2><p data-intro style="margin: 0"></p>'
      + '<label style="display: grid">&nbsp;<input name="login" autocomplete="off" required style="font: inherit; min-height: 48px"></label>'
      + '<label style="display: grid">&nbsp;<input name="password" type="password" required style="font: inherit; min-height: 48px"></label>'
      + '<p data-message role="alert" style="margin: 0; color: #a4161a"></p>'
      + '<div style="display: flex; gap: 0.75rem; justify-content: flex-end">'
      + '<button type="button" data-cancel style="font: inherit; min-height: 48px; padding: 0 1.25rem"></button>'
      + '<button type="submit" style="font: inherit; min-height: 48px; padding: 0 1.25rem"></button></div></form>';
    dialog.querySelector('h2').textContent = t.title;
    dialog.querySelector('[data-intro]').textContent = t.intro;
    const labels = dialog.querySelectorAll('label');
    labels[0].firstChild.textContent = t.login;
    labels[1].firstChild.textContent = t.password;
    dialog.querySelector('[data-cancel]').textContent = t.cancel;
    dialog.querySelector('button[type=submit]').textContent = t.exit;
    const form = dialog.querySelector('form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      dialog.querySelector('[data-message]').textContent = t.checking;
      exitBinding(JSON.stringify({ login: form.login.value, password: form.password.value, force }));
    });
    dialog.querySelector('[data-cancel]').addEventListener('click', closeExit);
    dialog.addEventListener('cancel', closeExit);
    document.body.append(dialog);
    dialog.showModal();
  }
  function closeExit() {
    dialog?.remove();
    dialog = null;
  }
  Object.defineProperty(window, '__palateBoothExitAnswer', {
    value: (state) => {
      if (!dialog) return;
      const t = texts();
      force = state === 'running';
      dialog.querySelector('[data-message]').textContent = t[state] || '';
    },
  });
  if (typeof exitBinding === 'function') {
    window.addEventListener('keydown', (event) => {
      if (event.ctrlKey && event.altKey && event.code === 'KeyQ') { event.preventDefault(); openExit(); }
    }, true);
  }
})();`;
}
