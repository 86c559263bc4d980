import type { Translated } from '../bundle.ts';
import type en from './en.ts';

export default {
  app: {
    name: 'Palate',
    loading: 'Cargando…',
  },
  error: {
    title: 'Ups...',
    code: 'Error {{code}}',
    retry: 'Reintentar',
    backHome: 'Volver al inicio',
    backHomeRefresh: 'Volver al inicio y actualizar',
    details: 'Detalles: {{details}}',
  },
} satisfies Translated<typeof en>;
