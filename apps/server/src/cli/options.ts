import { parseArgs } from 'node:util';

/**
 * The words typed after `palate`: the command, its argument and every command's options in
 * one list (an option no command knows is refused). The calculators read their own options,
 * in sensory-calculators.ts.
 */
export function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      publication: { type: 'string' },
      file: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      code: { type: 'string' },
      name: { type: 'string' },
      settings: { type: 'string' },
      account: { type: 'string' },
      login: { type: 'string' },
      type: { type: 'string' },
      roles: { type: 'string' },
      prompt: { type: 'boolean' },
      'must-change': { type: 'boolean' },
      format: { type: 'string', default: 'long' },
      repetitions: { type: 'string' },
      blocks: { type: 'string' },
      set: { type: 'string' },
      'samples-per-judge': { type: 'string' },
      codes: { type: 'string' },
      'codes-per-judge': { type: 'boolean' },
      'judges-title': { type: 'string' },
      identified: { type: 'boolean' },
      target: { type: 'string' },
      expires: { type: 'string' },
      tray: { type: 'string' },
      'tray-unique': { type: 'boolean' },
      'deletes-at': { type: 'string' },
      'delete-after-days': { type: 'string' },
      previews: { type: 'boolean' },
      offline: { type: 'boolean' },
      training: { type: 'boolean' },
      'reassign-idle': { type: 'string' },
      exclude: { type: 'string' },
      repetition: { type: 'string' },
      liking: { type: 'string' },
      sensory: { type: 'string' },
      resamplings: { type: 'string' },
      segments: { type: 'string' },
      judge: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
      language: { type: 'string', default: 'en' },
    },
  });
}

export type CommandValues = ReturnType<typeof parseCommandLine>['values'];
