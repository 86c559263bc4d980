import { ok, type HandlerTable } from '../../shared/handler.ts';
import { judgeData } from './judge-data.service.ts';

/** A judge's own data, as JSON. */
export const judgeDataHandlers = {
  'member/data': async (context) => ok({ data: await judgeData(context) }),
} satisfies Partial<HandlerTable>;
