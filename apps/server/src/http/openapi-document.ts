import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { questionnaire } from '@palate/engine';
import {
  API_TOKEN_SCOPES,
  SERVICES,
  answer,
  calls,
  callUrl,
  pageView,
  publicationAnalysis,
  scopeAllows,
  serviceOf,
  sessionMonitor,
  token,
  type CallPath,
} from '@palate/protocol';

/** Every answer of a known call that succeeded: the envelope's fields beside the call's own. */
const successEnvelope = {
  errorType: z.literal(0),
  errorMsg: z.literal(''),
  /** The caller's token (refreshed for a member's) on a call made with one, and the seconds it has left. */
  tk: token.optional(),
  tkl: z.number().int().min(0).optional(),
};

/** Every refusal, whatever the call: a code of the error catalogue and its text in the caller's language. */
const failure = z
  .object({
    errorType: z.number().int().min(1),
    errorMsg: z.string(),
    errorData: z.unknown().optional(),
  })
  .meta({ id: 'Failure', description: 'A refusal: a code of the error catalogue (docs/protocol.md) and its text.' });

/** Schemas many calls share, given once under components so that the document stays readable. */
const SHARED_SCHEMAS = {
  Questionnaire: questionnaire,
  PageView: pageView,
  Answer: answer,
  PublicationAnalysis: publicationAnalysis,
  SessionMonitor: sessionMonitor,
};

function operationOf(path: CallPath): ZodOpenApiOperationObject {
  const { access, request, response } = calls[path];
  const scopes = API_TOKEN_SCOPES.filter((scope) => scopeAllows(scope, path));
  return {
    operationId: path,
    tags: [serviceOf(path) ?? ''],
    summary: path,
    description:
      `Who may call it: ${access}.` +
      (scopes.length > 0 ? ` API tokens of the scopes: ${scopes.join(', ')}.` : ' Not with an API token.'),
    requestBody: { required: true, content: { 'application/json': { schema: request } } },
    responses: {
      '200': {
        description: 'The envelope: errorType 0 with the call’s fields, or a refusal.',
        content: { 'application/json': { schema: z.union([response.extend(successEnvelope), failure]) } },
      },
      default: {
        description: 'Unknown path (404), a body that is not JSON (400), too many calls (429), a server fault (5xx).',
        content: { 'application/json': { schema: failure } },
      },
    },
    'x-palate-access': access,
    'x-palate-api-token-scopes': scopes,
  };
}

/**
 * The OpenAPI 3.1 document of the /ws/ protocol, made by zod-openapi from the very schemas
 * the server validates requests with (packages/protocol/src/calls.ts): one POST path per
 * call, nothing written by hand but the words around them.
 */
export function openApiDocument(serverVersion: string): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const path of Object.keys(calls) as CallPath[]) paths[callUrl(path)] = { post: operationOf(path) };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Palate',
      version: serverVersion,
      description:
        'Every call is a POST of a JSON body to /ws/{service}/{path}, answered with HTTP 200 and an envelope ' +
        '(errorType 0 and the call’s fields, or a refusal). Calls made with a token carry it in the body as tk: ' +
        'a member’s from members/connect, or a leader’s API token (pal_…) on the calls of its scope. ' +
        'docs/protocol.md says what each call does, docs/api.md how scripts use API tokens.',
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    tags: SERVICES.map((service) => ({ name: service })),
    paths,
    components: { schemas: SHARED_SCHEMAS },
  });
}
