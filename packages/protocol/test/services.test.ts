import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SERVICES, callUrl, calls, serviceOf, type Service } from '../src/index.ts';

/** The spec's paths (section 7) and the service that answers each. */
const SPEC_PATHS: Record<Service, string[]> = {
  'fzMember.dll': [
    'members/add',
    'members/connect',
    'members/check',
    'members/disconnect',
    'members/updatePass',
    'member/connections',
    'pass/rules',
    'roles',
    'permission/request',
  ],
  'fzTerminals.dll': ['terms', 'term/connect', 'term/disconnect', 'term/wakeup'],
  'fzPub.dll': [
    'term/publication',
    'term/publication/checkUpdate',
    'term/session',
    'link/check',
    'quests/jsess/check',
    'publication/members',
    'portal/screen/get',
  ],
  'fzRun.dll': ['run/reqStart', 'run/start', 'run/post', 'run/terminate', 'img', 'run/synch/get', 'run/renderFunc'],
  'fzMsg.dll': ['messages', 'messages/add', 'message/status/set', 'srvrmsg/current', 'sys/versions'],
};

const specCases = Object.entries(SPEC_PATHS).flatMap(([service, paths]) =>
  paths.map((path): [string, string] => [path, service]),
);
const KNOWN = new Set<string>(specCases.map(([path]) => path));

describe('serviceOf', () => {
  it('knows the five services of the spec', () => {
    expect([...SERVICES].sort()).toEqual(Object.keys(SPEC_PATHS).sort());
  });

  it.each(specCases)('sends %s to %s', (path, service) => {
    expect(serviceOf(path)).toBe(service);
  });

  it('sends every run call the spec names, navigation included, to fzRun.dll', () => {
    for (const path of ['run/prevPage', 'run/nextPage', 'run/moveTo', 'run/renderFunc', 'run/synch/get']) {
      expect(serviceOf(path)).toBe('fzRun.dll');
    }
  });

  it.each(['unknown', 'run', 'members', 'term', 'term/unknown', 'ws/fzRun.dll/run/post', '/run/post', 'RUN/post', ''])(
    'knows no service for %j',
    (path) => {
      expect(serviceOf(path)).toBeUndefined();
    },
  );

  it('knows no service for the names every JavaScript object carries', () => {
    for (const path of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(serviceOf(path)).toBeUndefined();
    }
  });

  it('answers one of the five services for a known path or prefix, and undefined for any other string', () => {
    const unlisted = new Set(['login', 'logout', 'member/check']);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...KNOWN, ...unlisted, 'run/x', 'members/x')), (path) => {
        const known = KNOWN.has(path) || unlisted.has(path) || /^(members?|run)\//.test(path);
        if (known) expect(SERVICES).toContain(serviceOf(path));
        else expect(serviceOf(path)).toBeUndefined();
      }),
      { examples: [['constructor'], ['__proto__'], ['run/'], ['runs/x']] },
    );
  });
});

describe('callUrl', () => {
  it.each(specCases)('posts %s to /ws/%s/…', (path, service) => {
    expect(callUrl(path)).toBe(`/ws/${service}/${path}`);
  });

  it('puts images under fzRun.dll, as the spec says', () => {
    expect(callUrl('img')).toBe('/ws/fzRun.dll/img');
  });

  it.each(['unknown', 'constructor', '__proto__', ''])('refuses the unknown path %j', (path) => {
    expect(() => callUrl(path)).toThrow(/no service/);
  });
});

describe('the calls registry', () => {
  it.each(Object.keys(calls))('%s has a service and an address', (path) => {
    expect(SERVICES).toContain(serviceOf(path));
    expect(callUrl(path)).toMatch(new RegExp(`^/ws/fz[A-Za-z]+\\.dll/${path}$`));
  });

  it('lists only paths the spec names, plus the run navigation, offline upload, simulation, booth-call and member calls', () => {
    const extra = Object.keys(calls).filter((path) => !KNOWN.has(path));
    expect(extra.sort()).toEqual([
      'acc/audit',
      'acc/create',
      'acc/custom',
      'acc/get',
      'acc/licence',
      'acc/list',
      // The account's email: whether it is set up, a test message, the outbox.
      'acc/mail/messages',
      'acc/mail/retry',
      'acc/mail/status',
      'acc/mail/test',
      'acc/portal/list',
      'acc/portal/save',
      // The product library and its batches.
      'acc/products/batch/delete',
      'acc/products/batch/save',
      'acc/products/chart',
      'acc/products/delete',
      'acc/products/export',
      'acc/products/fields/save',
      'acc/products/get',
      'acc/products/import',
      'acc/products/list',
      'acc/products/save',
      'acc/products/servable',
      'acc/products/serve',
      // Judges' profiles: the account's fields, a judge's values for leaders and for the judge.
      'acc/profile/field/delete',
      'acc/profile/field/save',
      'acc/profile/fields',
      'acc/settings',
      // A leader's API tokens, for scripts.
      'acc/tokens/create',
      'acc/tokens/list',
      'acc/tokens/revoke',
      // The account's webhooks.
      'acc/webhooks/create',
      'acc/webhooks/delete',
      'acc/webhooks/deliveries',
      'acc/webhooks/list',
      // An invitation's personal link followed (issue 42).
      'invite/open',
      'member/admin/create',
      'member/admin/deactivate',
      'member/admin/delete',
      // A named judge's email address, for invitations (issue 42).
      'member/admin/email',
      'member/admin/import',
      'member/admin/list',
      'member/admin/participations',
      'member/admin/password',
      'member/admin/profile',
      'member/admin/profile/save',
      'member/admin/roles',
      'member/admin/unlock',
      // A judge's consents and data (issue 42).
      'member/consent/withdraw',
      'member/consents',
      'member/data',
      // The panel screen and a judge's record.
      'member/panel/list',
      'member/panel/record',
      'member/profile',
      'member/profile/values',
      'member/profile/values/save',
      // A judge's rewards (issue 42).
      'member/rewards',
      // A judge's bookings of time slots (issue 42).
      'member/slot/book',
      'member/slot/cancel',
      'member/slot/move',
      'member/slots',
      // The leader's choice of named recipients for a message.
      'members/list',
      'members/loginForm',
      'members/resetKey',
      // The leaders' console: publications, their serving plan and results, questionnaires, the audit log.
      'pub/analysis',
      'pub/booth/release',
      'pub/close',
      'pub/comments',
      'pub/comments/select',
      'pub/consent',
      'pub/consent/set',
      'pub/create',
      'pub/delete',
      'pub/design',
      'pub/exclude',
      'pub/expiry',
      'pub/export',
      // A publication's invitations by email and reminders (issue 42).
      'pub/invitations',
      'pub/invite/file',
      'pub/invite/panel',
      'pub/judgesTitle',
      'pub/link/create',
      'pub/link/revoke',
      'pub/links',
      'pub/list',
      'pub/monitor',
      'pub/profileFilter',
      'pub/quotaLimits',
      'pub/remind',
      'pub/remind/schedule',
      'pub/rewards',
      'pub/rewards/adjust',
      'pub/rewards/export',
      'pub/rewards/set',
      'pub/run/end',
      'pub/run/restart',
      'pub/servingPlan',
      // A publication's time slots and their monitor (issue 42).
      'pub/slots/create',
      'pub/slots/delete',
      'pub/slots/list',
      'pub/slots/settings',
      'pub/synch/start',
      'pub/targets',
      'pub/targets/set',
      'pub/training',
      'quest/archive',
      'quest/duplicate',
      'quest/export',
      'quest/image/list',
      'quest/image/upload',
      'quest/import',
      'quest/list',
      'quest/preview',
      // A judge's answer to a publication's consent text, before the first screen.
      'run/consent',
      'run/moveTo',
      'run/nextPage',
      'run/prevPage',
      // The spec's Run.SavePreview, and the leader's list of what to simulate.
      'run/preview/publications',
      'run/preview/save',
      // The spec's UploadResults, under the run service.
      'run/upload',
      // The leader answers a booth's call.
      'term/call/answer',
    ]);
  });
});
