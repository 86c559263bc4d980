import { callApi } from './api.ts';
import { clearJudge, readJudge } from './judgeStore.ts';
import { readTerminal } from './termStore.ts';

/**
 * The judge is done on this device (end screen, "I have finished", another judge comes):
 * the terminal is freed on the server and the judge's token ended, and whatever happens
 * on the network, nothing of the judge stays in this browser for the next person.
 */
export async function releaseJudge(): Promise<void> {
  const judge = readJudge();
  const terminal = readTerminal();
  try {
    if (judge && terminal) await callApi('term/session', { term: terminal.token, leave: true });
    if (judge) await callApi('members/disconnect', { anonym: judge.name === '' });
  } catch {
    // Offline or already gone: the token dies with its timeout; the browser forgets it now.
  } finally {
    clearJudge();
  }
}

/** A judge on a shared terminal: the terminal records who answers there and which block. */
export async function recordOnTerminal(block: string | null): Promise<void> {
  const terminal = readTerminal();
  if (terminal) await callApi('term/session', { term: terminal.token, block });
}
