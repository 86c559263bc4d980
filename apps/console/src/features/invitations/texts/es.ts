import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  invitations: {
    link: 'Invitaciones: {{name}}',
    back: 'Volver a las publicaciones',
    title: 'Invitaciones: {{name}}',
    help: 'Cada persona invitada recibe un correo con un enlace personal: abre el cuestionario a su nombre, en cualquier dispositivo, sin contraseña. Sus respuestas se le atribuyen en los resultados y el monitor.',
    panelTitle: 'Invitar a jueces del panel',
    panelHelp:
      'Los jueces con dirección de correo cuyo perfil cumple todas las condiciones de abajo; un campo vacío no impone ninguna. Las mismas condiciones que la audiencia de una publicación.',
    anyValue: 'Cualquier valor',
    from: 'Desde',
    to: 'Hasta',
    resend: 'Escribir de nuevo también a quienes ya fueron invitados (nuevo enlace; los anteriores siguen valiendo)',
    invitePanel: 'Invitar a estos jueces',
    fileTitle: 'Invitar desde un archivo',
    fileHelp:
      'Un archivo CSV con las columnas email, name, language (en, fr, ja, de, zh, es, pt); una primera línea que las nombre es opcional. Cada persona pasa a ser un juez con nombre de la cuenta, o se encuentra por su dirección si ya lo es. No se envía nada mientras haya una línea con errores.',
    file: 'Archivo CSV',
    inviteFile: 'Invitar a las personas del archivo',
    faultsTitle: 'El archivo no se aceptó; no se envió nada',
    fault: 'Línea {{line}}: {{message}}',
    outcome: '{{sent}} enviadas, {{already}} ya invitadas (sin nuevo correo), {{unsubscribed}} dadas de baja.',
    listTitle: 'Invitados',
    none: 'Todavía no hay nadie invitado.',
    name: 'Nombre',
    email: 'Correo',
    state: 'Estado',
    invited: 'Invitado',
    reminders: 'Recordatorios',
    states: {
      queued: 'Pendiente de envío',
      sent: 'Enviada',
      failed: 'Fallida',
      unsubscribed: 'Baja',
      opened: 'Abierta',
      finished: 'Terminado',
    },
    remindTitle: 'Recordatorios',
    remindHelp:
      'Se envía un recordatorio a los invitados que no han terminado; nunca a quien terminó, fue descartado en la selección o se dio de baja.',
    remindNow: 'Enviar recordatorios ahora',
    reminded: '{{count}} recordatorio(s) enviado(s).',
    scheduleHours: 'Recordar automáticamente (horas antes de la fecha de cierre; vacío para nunca)',
    scheduleSave: 'Guardar la programación',
    scheduleSaved: 'La programación de recordatorios está guardada.',
    scheduleNoClosing: 'La publicación no tiene fecha de cierre: fije una para programar recordatorios.',
    scheduleSent: 'Los recordatorios programados se enviaron el {{when}}.',
    scheduleDue: 'Los recordatorios se enviarán el {{when}}.',
  },
} satisfies Translated<typeof en>;
