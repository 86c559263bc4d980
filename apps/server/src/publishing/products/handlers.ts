import { ok, type HandlerTable } from '../../shared/handler.ts';
import { exportLibrary, importLibrary } from './product-library-file.service.ts';
import {
  listLibrary,
  productDetail,
  removeBatch,
  removeProduct,
  saveBatch,
  saveFields,
  saveProduct,
  serveBatches,
  servableProducts,
} from './product-library.service.ts';

/** The product library's calls (but its control chart, results/product-control-chart.ts): thin adapters. */
export const productLibraryHandlers = {
  'acc/products/list': async (context) => ok(await listLibrary(context)),
  'acc/products/get': async (context, request) => ok(await productDetail(context, request.id)),
  'acc/products/save': async (context, request) => ok({ product: await saveProduct(context, request) }),
  'acc/products/delete': async (context, request) => {
    await removeProduct(context, request.id);
    return ok({});
  },
  'acc/products/fields/save': async (context, request) => ok({ fields: await saveFields(context, request.fields) }),
  'acc/products/batch/save': async (context, request) => ok({ batch: await saveBatch(context, request) }),
  'acc/products/batch/delete': async (context, request) => {
    await removeBatch(context, request.id);
    return ok({});
  },
  'acc/products/import': async (context, request) => ok(await importLibrary(context, request.kind, request.text)),
  'acc/products/export': async (context, request) => ok(await exportLibrary(context, request.kind)),
  'acc/products/servable': async (context, request) =>
    ok({ products: await servableProducts(context, request.questionnaire) }),
  'acc/products/serve': async (context, request) => {
    await serveBatches(context, request.publication, request.served);
    return ok({});
  },
} satisfies Partial<HandlerTable>;
