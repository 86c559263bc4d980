import type { Translated } from '../../../i18n/texts.ts';
import type en from './en.ts';

export default {
  signin: {
    title: 'Iniciar sessão na consola',
    account: 'Código da conta (se o seu laboratório lhe deu um)',
    login: 'Nome de utilizador',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    notLeader: 'Esta consola é para os responsáveis de painel. Peça o papel «user» ao seu administrador.',
    failed: 'Não foi possível iniciar sessão: {{message}}',
  },
} satisfies Translated<typeof en>;
