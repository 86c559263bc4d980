import type { MailTexts } from './en.ts';

const de = {
  footer: 'Sie erhalten diese E-Mail, weil Ihnen ein sensorisches Panel geschrieben hat, an dem Sie teilnehmen.',
  unsubscribeLink: 'Diese E-Mails abbestellen',
  unsubscribeTitle: 'Abbestellen',
  unsubscribeQuestion: (address: string) => `Keine E-Mails mehr an ${address} senden?`,
  unsubscribeButton: 'Abbestellen',
  unsubscribed: (address: string) => `Erledigt: An ${address} werden keine E-Mails mehr gesendet.`,
  unknownLink: 'Dieser Abbestell-Link ist ungültig (vielleicht ist er unvollständig).',
  testSubject: 'Palate: Test-E-Mail',
  testParagraph:
    'Dies ist eine Test-E-Mail von Palate. Wenn Sie sie lesen können, ist der E-Mail-Versand richtig eingerichtet.',
} satisfies MailTexts;
export default de;
