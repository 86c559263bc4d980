import type { Translated } from '../../../i18n/bundle.ts';
import type en from './en.ts';

export default {
  device: {
    title: 'Configuración del dispositivo',
    intro:
      'Un responsable configura una vez este dispositivo como terminal de cabina. Después, los jueces responden en él uno tras otro.',
    nameLabel: 'Nombre del terminal',
    connect: 'Configurar como terminal de cabina',
    connectVirtual: 'Configurar como terminal virtual (el dispositivo de un juez)',
    connectExisting: 'Usar en este dispositivo',
    connectExistingOf: 'Usar este dispositivo como {{name}}',
    connectedAs: 'Este dispositivo es el terminal «{{name}}».',
    check: 'Comprobar la conexión',
    checked: 'La conexión funciona.',
    disconnect: 'Desconectar este dispositivo',
    needLeader: 'Inicie sesión como responsable para configurar este dispositivo o ver los terminales.',
    terminalsTitle: 'Terminales',
    refresh: 'Actualizar',
    noTerminals: 'Aún no hay ningún terminal configurado.',
    connected: 'Conectado',
    disconnected: 'No conectado',
    idle: 'Inactivo demasiado tiempo',
    nobody: 'Nadie',
    anonymousJudge: 'Juez sin identificación',
    answering: 'Respondiendo un cuestionario',
    atList: 'Eligiendo un cuestionario',
    calling: 'Le llama (desde las {{time}})',
    answerCall: 'Ya voy',
    answerCallOf: 'Ya voy a {{name}}',
    ownDevice: 'Dispositivo propio',
    since: 'Desde {{time}}',
    backHome: 'Volver a los cuestionarios',
    columnName: 'Terminal de cabina',
    columnState: 'Estado',
    columnJudge: 'Juez',
  },
} satisfies Translated<typeof en>;
