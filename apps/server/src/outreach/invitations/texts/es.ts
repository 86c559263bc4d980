import type { InvitationTexts } from './en.ts';

const es: InvitationTexts = {
  invitationSubject: (title) => `Invitación: ${title}`,
  greeting: (name) => `Hola, ${name}:`,
  invitation: (title) => `Le invitamos a participar en una prueba sensorial: «${title}».`,
  closes: (date) => `Está abierta hasta el ${date}.`,
  personal:
    'Este enlace es solo suyo: abre el cuestionario a su nombre, en cualquier dispositivo, sin tener que escribir nada.',
  open: 'Abrir el cuestionario',
  reminderSubject: (title) => `Recordatorio: ${title}`,
  reminder: (title) => `Aún no ha terminado «${title}». Sus respuestas cuentan; solo le llevará unos minutos.`,
};
export default es;
