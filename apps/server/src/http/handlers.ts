import { accountHandlers } from '../accounts/handlers.ts';
import { judgingHandlers } from '../judging/handlers.ts';
import { panelHandlers } from '../panel/handlers.ts';
import { publishingHandlers } from '../publishing/handlers.ts';
import { resultsHandlers } from '../results/handlers.ts';
import { webhookHandlers } from '../webhooks/handlers.ts';
import { slotHandlers } from '../outreach/slots/handlers.ts';
import { mailHandlers } from '../outreach/mail/handlers.ts';
import { outreachHandlers } from '../outreach/handlers.ts';
import { productLibraryHandlers } from '../publishing/products/handlers.ts';
import { productChartHandlers } from '../results/product-control-chart.ts';
import type { HandlerTable } from '../shared/handler.ts';

/**
 * Every call of the protocol, from its domain's table: one place that says which domain
 * answers what, and a compile error should a call be left without a handler.
 */
export const handlers: HandlerTable = {
  ...accountHandlers,
  ...panelHandlers,
  ...publishingHandlers,
  ...judgingHandlers,
  ...resultsHandlers,
  ...webhookHandlers,
  ...slotHandlers,
  ...mailHandlers,
  ...outreachHandlers,
  ...productLibraryHandlers,
  ...productChartHandlers,
};
