import { legalInfoPaths } from '@palate/protocol';
import { HelperError, fetchText, type HelperProblem } from '../../lib/fetchChecked.ts';

/**
 * The first legal info file found (see legalInfoPaths: the administrator's before the
 * ones shipped with the app). Plain text only, so nothing in it can run; a file of
 * another type (such as the app page a missing file falls back to) is skipped. When none
 * is found, the last file's problem is the one told (spec section 5's helper messages).
 */
export async function loadLegalInfo(language: string): Promise<{ text: string } | { problem: HelperProblem }> {
  let problem: HelperProblem = 'nothingToLoad';
  for (const path of legalInfoPaths(language)) {
    try {
      return { text: await fetchText(path, 'text/plain') };
    } catch (error) {
      // Unreachable or not text: try the next file.
      problem = error instanceof HelperError ? error.problem : 'nothingToLoad';
    }
  }
  return { problem };
}
