import type { Translated } from '../../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  mail: {
    title: 'Correo electrónico',
    notSetUp:
      'El envío de correos no está configurado en este servidor: no se envían invitaciones, recordatorios ni confirmaciones de reserva.',
    howToSetUp:
      'El administrador del servidor define SMTP_URL (el servidor de correo del laboratorio, p. ej. smtp://usuario:contraseña@mail.example.org:587, o smtps:// para TLS desde el inicio) y MAIL_FROM (el remitente, p. ej. Laboratorio sensorial <panel@example.org>), y reinicia el servidor.',
    sentFrom: 'Los correos se envían desde {{from}}.',
    counts: '{{queued}} en espera de envío · {{failed}} abandonados',
    testAddress: 'Enviar un correo de prueba a',
    sendTest: 'Enviar el correo de prueba',
    testQueued: 'Correo de prueba en cola: sale en unos segundos. Actualice la lista para ver cómo fue.',
    recent: 'Mensajes recientes',
    refresh: 'Actualizar',
    none: 'Aún no se ha enviado ningún correo.',
    when: 'Escrito',
    to: 'Para',
    kind: 'Tipo',
    subject: 'Asunto',
    status: 'Estado',
    tries: 'Intentos',
    outcome: 'Enviado, o la respuesta del servidor de correo',
    status_queued: 'En espera',
    status_sending: 'Enviándose',
    status_sent: 'Enviado',
    status_failed: 'Abandonado',
    nextTry: 'próximo intento {{date}}:',
    unsubscribedError: 'la dirección se dio de baja antes del envío',
    retry: 'Reenviar',
    retryFor: 'Reenviar a {{to}}',
    retried: 'Mensaje puesto de nuevo en cola.',
    kind_test: 'Prueba',
    kind_invitation: 'Invitación',
    kind_reminder: 'Recordatorio',
    kind_booking: 'Reserva',
    kind_bookingReminder: 'Recordatorio de reserva',
  },
} satisfies Translated<typeof en>;
