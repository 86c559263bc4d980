import { ok, type HandlerTable } from '../../shared/handler.ts';
import { adjustReward, exportRewards, ownRewards, publicationLedger, setReward } from './ledger.service.ts';

/** The rewards' calls: the leader's ledger of a publication, and a judge's own. */
export const rewardHandlers = {
  'pub/rewards': async (context, request) => ok(await publicationLedger(context, request.id)),
  'pub/rewards/set': async (context, request) => {
    await setReward(context, request.id, request.reward);
    return ok({});
  },
  'pub/rewards/adjust': async (context, request) => {
    await adjustReward(context, request.id, request);
    return ok({});
  },
  'pub/rewards/export': async (context, request) => ok(await exportRewards(context, request.id)),
  'member/rewards': async (context) => ok(await ownRewards(context)),
} satisfies Partial<HandlerTable>;
