/** An email address, or a run of 43 URL-safe characters: a token or a token's hash (apps/server/src/security/tokens.ts). */
const SECRET_LOOKING = /[^\s@"'<>()[\]{}:;,]+@[^\s@"'<>()[\]{}:;,]+\.[A-Za-z]{2,}|[A-Za-z0-9_-]{43}/;
/** Fields that would carry what judges and leaders send. */
const BODY_FIELDS = /"(tk|p|password|answers|value|text|body|payload)":/;

/**
 * The server's JSON log lines that hold something no log may: an email address, a token or
 * its hash, or a request's body. (The first start's banner with the demo's password is a
 * message to the person starting the server, not a log line: it is no JSON.)
 */
export function unsafeLogLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .filter((line) => SECRET_LOOKING.test(line) || BODY_FIELDS.test(line));
}
