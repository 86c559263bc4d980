import type { Translated } from '../bundle.ts';
import type en from './en.ts';

export default {
  app: {
    name: 'Palate',
    loading: 'Carregando…',
  },
  error: {
    title: 'Ops...',
    code: 'Erro {{code}}',
    retry: 'Tentar novamente',
    backHome: 'Voltar ao início',
    backHomeRefresh: 'Voltar ao início e atualizar',
    details: 'Detalhes: {{details}}',
  },
} satisfies Translated<typeof en>;
