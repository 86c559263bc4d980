import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  invitations: {
    link: 'Convites: {{name}}',
    back: 'Voltar às publicações',
    title: 'Convites: {{name}}',
    help: 'Cada pessoa convidada recebe um e-mail com um link pessoal: ele abre o questionário em seu nome, em qualquer dispositivo, sem senha. As respostas são atribuídas a ela nos resultados e no monitor.',
    panelTitle: 'Convidar avaliadores do painel',
    panelHelp:
      'Avaliadores com endereço de e-mail cujo perfil atende a todas as condições abaixo; um campo vazio não impõe condição. As mesmas condições do público de uma publicação.',
    anyValue: 'Qualquer valor',
    from: 'De',
    to: 'Até',
    resend: 'Escrever de novo também a quem já foi convidado (novo link; os anteriores continuam valendo)',
    invitePanel: 'Convidar estes avaliadores',
    fileTitle: 'Convidar a partir de um arquivo',
    fileHelp:
      'Um arquivo CSV com as colunas email, name, language (en, fr, ja, de, zh, es, pt); uma primeira linha com os nomes é opcional. Cada pessoa torna-se um avaliador identificado da conta, ou é encontrada pelo endereço se já for. Nada é enviado enquanto houver uma linha com erro.',
    file: 'Arquivo CSV',
    inviteFile: 'Convidar as pessoas do arquivo',
    faultsTitle: 'O arquivo não foi aceito; nada foi enviado',
    fault: 'Linha {{line}}: {{message}}',
    outcome: '{{sent}} enviados, {{already}} já convidados (sem novo e-mail), {{unsubscribed}} descadastrados.',
    listTitle: 'Convidados',
    none: 'Ninguém foi convidado ainda.',
    name: 'Nome',
    email: 'E-mail',
    state: 'Situação',
    invited: 'Convidado',
    reminders: 'Lembretes',
    states: {
      queued: 'Aguardando envio',
      sent: 'Enviado',
      failed: 'Falhou',
      unsubscribed: 'Descadastrado',
      opened: 'Aberto',
      finished: 'Concluído',
    },
    remindTitle: 'Lembretes',
    remindHelp:
      'Um lembrete vai para os convidados que não terminaram; nunca para quem terminou, foi excluído na triagem ou se descadastrou.',
    remindNow: 'Enviar lembretes agora',
    reminded: '{{count}} lembrete(s) enviado(s).',
    scheduleHours: 'Lembrar automaticamente (horas antes da data de encerramento; vazio para nunca)',
    scheduleSave: 'Salvar o agendamento',
    scheduleSaved: 'O agendamento dos lembretes foi salvo.',
    scheduleNoClosing: 'A publicação não tem data de encerramento: defina uma para agendar lembretes.',
    scheduleSent: 'Os lembretes agendados foram enviados em {{when}}.',
    scheduleDue: 'Os lembretes serão enviados em {{when}}.',
  },
} satisfies Translated<typeof en>;
