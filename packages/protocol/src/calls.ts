import { z } from 'zod';
import { answer, pageView, publicationSummary, versions } from './views.ts';
import { token } from './envelope.ts';

/**
 * Who may make a call: anyone (`none`), anyone with a valid token (`member`), or a
 * panel leader (role user or admin).
 */
export type Access = 'none' | 'member' | 'leader';

export interface CallDefinition<Request extends z.ZodType, Response extends z.ZodType> {
  access: Access;
  request: Request;
  response: Response;
}

function call<Request extends z.ZodType, Response extends z.ZodType>(
  access: Access,
  request: Request,
  response: Response,
): CallDefinition<Request, Response> {
  return { access, request, response };
}

const authenticated = z.object({ tk: token });
const empty = z.object({});
const sessionId = z.string().min(1).max(64);

/** Every call Palate answers, by its spec path. */
export const calls = {
  'members/add': call(
    'none',
    z.object({
      type: z.literal('j'),
      conn: z.string().max(200).optional(),
      ua: z.string().max(512).optional(),
    }),
    empty,
  ),
  'members/check': call('member', authenticated.extend({ updTk: z.boolean().optional() }), empty),
  'members/disconnect': call(
    'member',
    authenticated.extend({ term: z.string().max(64).optional(), anonym: z.boolean().optional() }),
    empty,
  ),
  'term/publication': call(
    'member',
    authenticated.extend({ term: z.string().max(64).optional(), link: z.string().max(64).optional() }),
    z.object({ pubs: z.array(publicationSummary) }),
  ),
  'run/reqStart': call(
    'member',
    authenticated.extend({ block: z.string().min(1).max(64), screenshots: z.boolean().optional() }),
    z.object({
      se: sessionId,
      pres: z.object({
        resumed: z.boolean(),
        /** Set while the judge must type a tray number (session parameters m and M) before run/start. */
        tray: z.object({ min: z.number().int(), max: z.number().int() }).nullable().default(null),
      }),
    }),
  ),
  'run/start': call(
    'member',
    authenticated.extend({
      se: sessionId,
      offline: z.boolean().optional(),
      pres: z
        .object({
          /** The tray number the judge typed, when run/reqStart asked for one. */
          tray: z.number().int().min(0).max(1_000_000).optional(),
          /** Without a tray prompt: the design row to serve (1 for the first), at the first start. */
          order: z.number().int().min(1).max(1_000_000).optional(),
        })
        .optional(),
    }),
    z.object({ page: pageView }),
  ),
  'run/post': call(
    'member',
    authenticated.extend({
      se: sessionId,
      /** Made by the client for each post; a resend with the same id stores nothing twice. */
      postId: z.uuid(),
      /** The screen the answers belong to, as the client saw it. */
      position: z.number().int().min(0),
      answers: z.array(answer).max(500),
      moving: z.enum(['next', 'prev', 'stay']).default('stay'),
    }),
    z.object({ page: pageView.nullable(), finished: z.boolean() }),
  ),
  'run/nextPage': call(
    'member',
    authenticated.extend({ se: sessionId }),
    z.object({ page: pageView.nullable(), finished: z.boolean() }),
  ),
  'run/prevPage': call('member', authenticated.extend({ se: sessionId }), z.object({ page: pageView })),
  'run/moveTo': call(
    'member',
    authenticated.extend({ se: sessionId, dest: z.number().int().min(0) }),
    z.object({ page: pageView }),
  ),
  'run/terminate': call('member', authenticated.extend({ se: sessionId }), z.object({ finished: z.literal(true) })),
  'sys/versions': call('none', empty, z.object({ versions })),
} as const;

export type CallPath = keyof typeof calls;
export type CallRequest<P extends CallPath> = z.input<(typeof calls)[P]['request']>;
export type ParsedCallRequest<P extends CallPath> = z.output<(typeof calls)[P]['request']>;
export type CallResponse<P extends CallPath> = z.output<(typeof calls)[P]['response']>;

export function isCallPath(path: string): path is CallPath {
  return Object.hasOwn(calls, path);
}
