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
  // Built through the DOM and CSSOM: the server's content security policy refuses style attributes in markup.
  function element(tag, css, text) {
    const made = document.createElement(tag);
    if (css) made.style.cssText = css;
    if (text) made.textContent = text;
    return made;
  }
  const CONTROL = 'font: inherit; min-height: 48px; padding: 0 0.75rem; border: 1px solid #6b7280; border-radius: 8px';
  const BUTTON = 'font: inherit; font-weight: 600; min-height: 48px; min-width: 48px; padding: 0 1.25rem; border-radius: 8px; cursor: pointer';
  function openExit() {
    if (dialog) return;
    const t = texts();
    force = false;
    dialog = element('dialog', 'font: 1.25rem/1.5 system-ui, sans-serif; color: #111827; padding: 1.5rem; border: 0; border-radius: 12px; box-shadow: 0 10px 40px rgba(0,0,0,.35); max-width: 30rem; width: calc(100% - 2rem)');
    dialog.className = 'pl-booth-exit';
    dialog.setAttribute('aria-labelledby', 'pl-booth-exit-title');
    const form = element('form', 'display: grid; gap: 1rem');
    const title = element('h2', 'margin: 0; font-size: 1.5rem', t.title);
    title.id = 'pl-booth-exit-title';
    form.append(title, element('p', 'margin: 0', t.intro));
    const inputs = {};
    for (const [name, type, label] of [['login', 'text', t.login], ['password', 'password', t.password]]) {
      const field = element('label', 'display: grid; gap: 0.25rem; font-weight: 600', label);
      const input = element('input', CONTROL);
      input.name = name;
      input.type = type;
      input.required = true;
      input.autocomplete = 'off';
      field.append(input);
      form.append(field);
      inputs[name] = input;
    }
    const message = element('p', 'margin: 0; color: #a4161a');
    message.setAttribute('role', 'alert');
    message.dataset.message = '';
    const actions = element('div', 'display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: flex-end');
    const cancel = element('button', BUTTON + '; background: #fff; color: #111827; border: 1px solid #6b7280', t.cancel);
    cancel.type = 'button';
    const exit = element('button', BUTTON + '; background: #0b57a4; color: #fff; border: 0', t.exit);
    exit.type = 'submit';
    actions.append(cancel, exit);
    form.append(message, actions);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      message.textContent = t.checking;
      exitBinding(JSON.stringify({ login: inputs.login.value, password: inputs.password.value, force }));
    });
    cancel.addEventListener('click', closeExit);
    dialog.addEventListener('cancel', closeExit);
    dialog.append(form);
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
