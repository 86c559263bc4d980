import type { MailTexts } from './en.ts';

const es = {
  footer: 'Recibe este correo porque un panel sensorial en el que participa le ha escrito.',
  unsubscribeLink: 'Darse de baja de estos correos',
  unsubscribeTitle: 'Darse de baja',
  unsubscribeQuestion: (address: string) => `¿Dejar de enviar correos a ${address}?`,
  unsubscribeButton: 'Darse de baja',
  unsubscribed: (address: string) => `Hecho: no se enviarán más correos a ${address}.`,
  unknownLink: 'Este enlace para darse de baja no es válido (quizá esté incompleto).',
  testSubject: 'Palate: correo de prueba',
  testParagraph: 'Este es un correo de prueba de Palate. Si puede leerlo, el envío de correos está bien configurado.',
} satisfies MailTexts;
export default es;
