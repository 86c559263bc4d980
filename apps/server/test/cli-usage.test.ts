import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { latestMigration } from '../src/db/database.ts';
import { SERVER_VERSION } from '../src/version.ts';
import { CLI } from './cli-runner.ts';
import { childEnvironment } from './server-process.ts';

/** The command line run without a database: neither help nor check opens one. */
function palate(...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    env: childEnvironment(),
  });
  return { status, stdout, stderr };
}

describe('the command line', () => {
  const folder = mkdtempSync(join(tmpdir(), 'palate-cli-usage-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses the misspelt keys of issue 28, each on its line with the key meant', () => {
    const file = join(folder, 'tasting.yaml');
    writeFileSync(
      file,
      [
        'name: tasting',
        'title: Tasting',
        'repetiton: 2',
        'products: [{ id: A, name: Control }, { id: B, name: Less sugar }]',
        'pages:',
        '  - id: taste',
        '    perSample: true',
        '    controls:',
        '      - { kind: scale, id: sweet, label: Sweetness, style: line, min: 0, max: 10, mandatroy: true }',
      ].join('\n'),
    );
    const checked = palate('check', file);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toBe('');
    expect(checked.stderr).toBe(
      'tasting.yaml:3:1: `repetiton`: unknown key; did you mean `repetitions`?\n' +
        'tasting.yaml:9:83: pages[0].controls[0]: `mandatroy`: unknown key; did you mean `mandatory`?\n',
    );
  });

  it('prints its usage on help, --help and -h, and one command’s part on help COMMAND, and exits 0', () => {
    const usage = palate('help');
    expect(usage).toMatchObject({ status: 0, stderr: '' });
    expect(usage.stdout).toMatch(/^Palate command line/);
    expect(usage.stdout).toContain('npm run palate -- unlock');
    expect(palate('--help')).toEqual(usage);
    expect(palate('-h')).toEqual(usage);
    const check = palate('help', 'check');
    expect(check).toMatchObject({ status: 0, stdout: expect.stringMatching(/^ {2}npm run palate -- check FILE\n/) });
    expect(check.stdout).not.toContain('import');
    expect(palate('check', '--help')).toEqual(check);
  });

  it('tells its release and the schema it writes on --version, as package.json and the migrations say', () => {
    const { status, stdout } = palate('--version');
    expect(status).toBe(0);
    expect(stdout).toBe(`Palate ${SERVER_VERSION} (schema ${latestMigration()})\n`);
    expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers no command, or one it does not know, with its usage on standard error and exit code 2', () => {
    for (const args of [[], ['chek'], ['help', 'chek']]) {
      const mistaken = palate(...args);
      expect(mistaken, args.join(' ')).toMatchObject({ status: 2, stdout: '' });
      expect(mistaken.stderr).toContain('Palate command line');
    }
    expect(palate('chek').stderr).toMatch(/^Unknown command "chek"\./);
  });
});
