/**
 * Spec section 5's generic helper messages of the situations this client meets, by their
 * key in the shell's texts (`shell.helper.*`). It copies nothing and reads no manifest, so
 * the clipboard, input and manifest messages have no situation here.
 */
export type HelperProblem = 'invalidContentType' | 'nothingToLoad';

/** A helper that could not do its job; `problem` names the message to show. */
export class HelperError extends Error {
  readonly problem: HelperProblem;

  constructor(problem: HelperProblem, detail: string) {
    super(detail);
    this.name = 'HelperError';
    this.problem = problem;
  }
}

/**
 * The spec's generic fetch (section 7): the text of a file of the expected content type.
 * Another type (such as the app page a missing file falls back to) fails with "Invalid
 * content type.", a missing or empty file with "Nothing to load.".
 */
export async function fetchText(path: string, contentType: string): Promise<string> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new HelperError('nothingToLoad', `${path}: HTTP ${response.status}`);
  const received = response.headers.get('content-type') ?? '';
  if (!received.startsWith(contentType)) {
    throw new HelperError('invalidContentType', `${path}: ${received || 'no content type'}`);
  }
  const text = await response.text();
  if (text.trim() === '') throw new HelperError('nothingToLoad', `${path} is empty`);
  return text;
}
