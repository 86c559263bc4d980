import { checkPassword } from '@palate/protocol';
import { rulesFor, settingsOf } from '../accounts/account-settings.ts';
import type { Account } from '../accounts/members.repository.ts';

/** What was typed or piped after the line already read (a pipe may bring both lines at once). */
let leftover = '';

/** Reads a password twice without echoing it on a terminal, and checks the account's rules. */
export async function promptPassword(account: Account, type: 'u' | 'j'): Promise<string> {
  const first = await readHidden('Password: ');
  const second = await readHidden('Again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  const issues = checkPassword(first, rulesFor(settingsOf(account), type));
  if (issues.length > 0) throw new Error(`The password breaks the account's rules: ${issues.join(', ')}.`);
  return first;
}

function readHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const input = process.stdin;
  return new Promise((resolve) => {
    let typed = '';
    const raw = input.isTTY;
    const onData = (chunk: string) => {
      for (const [index, character] of [...chunk].entries()) {
        if (character === '\u0003') process.exit(130);
        if (character === '\r' || character === '\n') {
          leftover = [...chunk]
            .slice(index + 1)
            .join('')
            .replace(/^\n/, '');
          input.off('data', onData);
          if (raw) input.setRawMode(false);
          input.pause();
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    if (raw) input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    const pending = leftover;
    leftover = '';
    if (pending !== '') onData(pending);
    else input.resume();
  });
}
