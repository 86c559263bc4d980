import {
  judgeProfileForLeader,
  ownProfile,
  removeProfileField,
  saveJudgeProfile,
  saveOwnProfile,
  saveProfileField,
  visibleProfileFields,
} from './judge-profiles.service.ts';
import {
  createMember,
  deleteMember,
  importJudges,
  listMembers,
  participationsOf,
  setDeactivated,
  setJudgeEmail,
  setMemberPassword,
  setMemberRoles,
  unlockMember,
} from './member-admin.service.ts';
import { ok, type HandlerTable } from '../shared/handler.ts';

/** The panel calls: one thin adapter each, the rules in this folder's services. */
export const panelHandlers = {
  'member/admin/list': async (context, request) =>
    ok({ members: await listMembers(context, { search: request.search, type: request.type }) }),
  'member/admin/create': async (context, request) => ok(await createMember(context, request)),
  'member/admin/email': async (context, request) => {
    await setJudgeEmail(context, request.id, request.email);
    return ok({});
  },
  'member/admin/roles': async (context, request) => {
    await setMemberRoles(context, request.id, request.roles);
    return ok({});
  },
  'member/admin/delete': async (context, request) => {
    await deleteMember(context, request.id);
    return ok({});
  },
  'member/admin/deactivate': async (context, request) => {
    await setDeactivated(context, request.id, request.deactivated);
    return ok({});
  },
  'member/admin/unlock': async (context, request) => ok({ unlocked: await unlockMember(context, request.id) }),
  'member/admin/import': async (context, request) =>
    ok(await importJudges(context, request.text, request.checkOnly === true)),
  'member/admin/participations': async (context, request) =>
    ok({ participations: await participationsOf(context, request.id) }),
  'member/admin/password': async (context, request) =>
    ok({ password: await setMemberPassword(context, request.id, request.password, request.mustChange === true) }),
  'member/admin/profile': async (context, request) => ok({ values: await judgeProfileForLeader(context, request.id) }),
  'member/admin/profile/save': async (context, request) => {
    await saveJudgeProfile(context, request.id, request.values);
    return ok({});
  },
  'member/profile/values': async (context) => ok({ values: await ownProfile(context) }),
  'member/profile/values/save': async (context, request) => {
    await saveOwnProfile(context, request.values);
    return ok({});
  },
  'acc/profile/fields': async (context) => ok({ fields: await visibleProfileFields(context) }),
  'acc/profile/field/save': async (context, { tk: _token, ...field }) =>
    ok({ id: await saveProfileField(context, field) }),
  'acc/profile/field/delete': async (context, request) => {
    await removeProfileField(context, request.id);
    return ok({});
  },
} satisfies Partial<HandlerTable>;
