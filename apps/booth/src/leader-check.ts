import { callUrl, isLeader, readEnvelope } from '@palate/protocol';

export type LeaderVerdict = 'leader' | 'refused' | 'unreachable';

async function post(server: URL, path: string, body: object): Promise<Record<string, unknown> | null> {
  const response = await fetch(new URL(callUrl(path), server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return readEnvelope(json) ? json : null;
}

/**
 * Whether a name and password are a panel leader's (role user or admin), asked of the
 * server with the login every leader uses; the token it hands out is let go at once.
 */
export async function checkLeader(
  server: URL,
  login: string,
  password: string,
  account: string | null,
): Promise<LeaderVerdict> {
  let answer: Record<string, unknown> | null;
  try {
    answer = await post(server, 'members/connect', {
      l: login,
      p: password,
      ua: 'Palate booth host',
      ...(account ? { acc: account } : {}),
    });
  } catch {
    return 'unreachable';
  }
  if (answer === null) return 'unreachable';
  if (answer.errorType !== 0 || typeof answer.tk !== 'string') return 'refused';
  const accounts = ((answer.acc as { items?: { roles?: { n: string }[] }[] } | undefined)?.items ?? []).flatMap(
    (item) => item.roles?.map((role) => role.n) ?? [],
  );
  await post(server, 'members/disconnect', { tk: answer.tk }).catch(() => null);
  return isLeader(accounts) ? 'leader' : 'refused';
}
