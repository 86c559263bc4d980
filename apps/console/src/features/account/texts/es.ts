import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  account: {
    nav: 'Cuenta',
    title: 'Cuenta {{code}}',
    help: 'Cómo inician sesión los miembros de la cuenta, su licencia de cabinas y la hoja de estilo y el script que carga su aplicación de jueces.',
    name: 'Nombre',
    login: 'Inicio de sesión',
    loginTries: 'Contraseñas erróneas antes del bloqueo',
    lockMinutes: 'Duración del bloqueo (minutos)',
    passwordLifeDays: 'Días que dura una contraseña (vacío: siempre)',
    resetKeyHours: 'Horas que sirve una clave de restablecimiento',
    userInput: 'Los jueces con nombre indican su usuario',
    userInputText: 'escribiéndolo',
    userInputSelect: 'eligiéndolo en una lista',
    userInputRadio: 'eligiéndolo entre botones',
    confirm: 'Pedir que confirmen el usuario',
    password: 'Los jueces con nombre necesitan contraseña',
    facilitator: 'Un facilitador (un responsable) completa el inicio de sesión de los jueces con nombre',
    debugAllowed: 'Los miembros con el rol debug pueden ver los detalles de depuración',
    save: 'Guardar',
    saved: 'Guardado.',
    licence: 'Licencia de cabinas',
    devices: '{{inUse}} de {{max}} dispositivos de cabina conectados',
    devicesUnlimited: '{{inUse}} dispositivos de cabina conectados, sin límite',
    custom: 'Apariencia',
    customHelp:
      'La hoja de estilo y el script que la aplicación de jueces carga para esta cuenta, desde este servidor. Deje uno vacío para quitarlo.',
    stylesheet: 'Hoja de estilo propia (CSS)',
    script: 'Script propio (JavaScript)',
    preview: 'Vista previa de la pantalla de inicio de sesión',
    previewHelp:
      'Abre la pantalla de inicio de sesión de los jueces de esta cuenta en una pestaña nueva, con lo guardado.',
    accounts: 'Cuentas de este servidor',
    code: 'Código',
    members: 'Miembros',
    maxDevices: 'Dispositivos de cabina permitidos (vacío: el límite del servidor)',
    setLicence: 'Fijar',
    create: 'Crear una cuenta',
    created: 'La cuenta {{code}} está creada.',
  },
} satisfies Translated<typeof en>;
