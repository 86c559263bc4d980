import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from './cli-runner.ts';
import { childEnvironment } from './server-process.ts';

/** sensR's figures, written by packages/stats/test/r/sensr.R. */
const sensr = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../packages/stats/test/fixtures/sensr.json'), 'utf8'),
) as Record<string, Record<string, number | string | null>[]>;
const first = (table: string, where: Record<string, unknown> = {}) => {
  const found = sensr[table]?.find((row) => Object.entries(where).every(([key, value]) => row[key] === value));
  if (!found) throw new Error(`no ${table} case in the fixture`);
  return found;
};

/** sensR's 2-AC and degree-of-difference figures, written by packages/stats/test/r/replicated.R. */
const replicated = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../packages/stats/test/fixtures/replicated.json'), 'utf8'),
) as {
  twoac: { preferA: number; noDifference: number; preferB: number; [figure: string]: number | null }[];
  dod: { same: number[]; diff: number[]; tau: number[]; dPrime: number; dPrimeSE: number | null; pValue: number }[];
};

/** A database location that cannot be opened: the calculators must not try. */
const NO_DATABASE = childEnvironment({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: '/nonexistent' });

function palate(...args: (string | number)[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [CLI, ...args.map(String)], { env: NO_DATABASE }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function json(...args: (string | number)[]): Promise<Record<string, unknown>> {
  const { code, stdout, stderr } = await palate(...args);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout) as Record<string, unknown>;
}

function expectClose(
  actual: Record<string, unknown>,
  expected: Record<string, number | string | null>,
  keys: string[],
  digits: number,
) {
  for (const key of keys) {
    if (expected[key] === null) expect(actual[key]).toBeNull();
    else expect(actual[key]).toBeCloseTo(expected[key] as number, digits);
  }
}

/** Agreement within `tolerance`, relative above 1, as the statistics' own tests check their fixtures. */
function expectRelative(actual: unknown, expected: number | null, tolerance: number) {
  if (expected === null) {
    expect(actual).toBeNull();
    return;
  }
  expect(actual).toBeTypeOf('number');
  expect(Math.abs((actual as number) - expected) / Math.max(1, Math.abs(expected))).toBeLessThanOrEqual(tolerance);
}

describe('the sensory calculators on the command line (JSON, no database)', () => {
  it('discrimination gives the seven figures of sensR discrim, as the issue names them', async () => {
    const expected = first('discrim', { method: 'twoOutOfFive', n: 30 });
    const result = await json('discrimination', '--method', 'twoOutOfFive', '--correct', expected.correct!, '--n', 30);
    expect(Object.keys(result)).toEqual(['pc', 'pcSE', 'pd', 'pdSE', 'dPrime', 'dPrimeSE', 'pValue']);
    expectClose(result, expected, ['pc', 'pcSE', 'pd', 'pdSE', 'pValue'], 9);
    expectClose(result, expected, ['dPrime', 'dPrimeSE'], 6);
  });

  it('same-different, a-not-a and paired-preference, as samediff, AnotA and binom.test', async () => {
    const sd = first('samediff');
    const sameDifferent = await json(
      'same-different',
      ...[
        '--same-same',
        sd.sameSame!,
        '--diff-same',
        sd.diffSame!,
        '--same-diff',
        sd.sameDiff!,
        '--diff-diff',
        sd.diffDiff!,
      ],
    );
    expect(Object.keys(sameDifferent)).toEqual(['tau', 'delta']);
    expectClose(sameDifferent, sd, ['tau', 'delta'], 5);

    const an = first('anota');
    const aNotA = await json(
      'a-not-a',
      '--hits',
      an.hits!,
      '--a',
      an.a!,
      '--false-alarms',
      an.falseAlarms!,
      '--not-a',
      an.notA!,
    );
    expect(Object.keys(aNotA)).toEqual(['dPrime', 'dPrimeSE', 'pValue']);
    expectClose(aNotA, an, ['dPrime', 'dPrimeSE'], 6);
    expectClose(aNotA, an, ['pValue'], 9);

    const pref = first('preference');
    const preference = await json(
      'paired-preference',
      '--first',
      pref.first!,
      '--second',
      pref.second!,
      '--no-preference',
      4,
    );
    expectClose(preference, pref, ['pValue'], 9);
    expect(preference).toMatchObject({ noPreference: 4, n: (pref.first as number) + (pref.second as number) });
  });

  it('two-ac gives τ, d′, their standard errors and p as sensR twoAC, null where sensR has NA or ±Inf', async () => {
    for (const expected of replicated.twoac) {
      const { preferA, noDifference, preferB } = expected;
      const result = await json(
        ...['two-ac', '--prefer-a', preferA, '--no-difference', noDifference, '--prefer-b', preferB],
      );
      expect(Object.keys(result)).toEqual(['tau', 'tauSE', 'dPrime', 'dPrimeSE', 'pValue']);
      for (const key of ['tau', 'tauSE', 'dPrime', 'dPrimeSE', 'pValue']) {
        expectRelative(result[key], expected[key] as number | null, 1e-9);
      }
    }
  });

  it('dod gives the boundaries τ, d′, its standard error and p as sensR dod, empty categories dropped', async () => {
    for (const expected of replicated.dod) {
      const result = await json('dod', '--same', expected.same.join(','), '--different', expected.diff.join(','));
      expect(Object.keys(result)).toEqual(['tau', 'dPrime', 'dPrimeSE', 'pValue']);
      expect(result.tau).toHaveLength(expected.tau.length);
      expected.tau.forEach((tau, j) => expectRelative((result.tau as number[])[j], tau, 1e-9));
      expectRelative(result.dPrime, expected.dPrime, 1e-9);
      expectRelative(result.pValue, expected.pValue, 1e-9);
      expectRelative(result.dPrimeSE, expected.dPrimeSE, 1e-8);
    }
  });

  it('power and sample-size, for difference and similarity tests, as discrimPwr and discrimSS', async () => {
    const difference = first('power', { method: 'hexad', test: 'difference' });
    expectClose(
      await json('power', '--method', 'hexad', '--n', difference.n!, '--pd', difference.pd!),
      difference,
      ['power'],
      9,
    );
    const similarity = first('power', { method: 'triangle', test: 'similarity' });
    const power = await json(
      ...['power', '--method', 'triangle', '--n', similarity.n!, '--pd', similarity.pd!, '--similarity'],
      ...['--pd0', similarity.pd0!, '--alpha', similarity.alpha!],
    );
    expectClose(power, similarity, ['power'], 9);
    const size = first('sampleSize', { method: 'tetrad', test: 'similarity' });
    const sampleSize = await json(
      ...['sample-size', '--method', 'tetrad', '--pd', size.pd!, '--power', size.power!, '--similarity'],
      ...['--pd0', size.pd0!, '--alpha', size.alpha!],
    );
    expect(sampleSize).toEqual({ sampleSize: size.sampleSize });
  });

  it('refuses impossible input with one line on standard error and exit code 2', async () => {
    const refused = [
      ['discrimination', '--method', 'triangle', '--correct', 31, '--n', 30],
      ['discrimination', '--method', 'triangle', '--correct', -3, '--n', 30],
      ['discrimination', '--method', 'triangle', '--correct', 2.5, '--n', 30],
      ['discrimination', '--method', 'pentad', '--correct', 3, '--n', 30],
      ['a-not-a', '--hits', 12, '--a', 10, '--false-alarms', 2, '--not-a', 10],
      ['power', '--method', 'tetrad', '--n', 30, '--pd', 1],
      ['power', '--method', 'tetrad', '--n', 30, '--pd', 0.3, '--alpha', 1],
      ['sample-size', '--method', 'tetrad', '--pd', 0.3, '--power', 1],
      ['sample-size', '--method', 'tetrad', '--pd', -0.1, '--power', 0.8],
      ['two-ac', '--prefer-a', 0, '--no-difference', 0, '--prefer-b', 0],
      ['two-ac', '--prefer-a', 3, '--no-difference', 1.5, '--prefer-b', 2],
      ['dod', '--same', '5,2', '--different', '7,1,0'],
      ['dod', '--same', '5;2;1', '--different', '7,1,0'],
      ['dod', '--same', '10,0,0', '--different', '0,0,10'],
    ];
    for (const args of refused) {
      const { code, stdout, stderr } = await palate(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^[a-z-]+: [^\n]+\n$/);
    }
  });
});
