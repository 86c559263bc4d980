import { parseArgs } from 'node:util';
import {
  aNotA,
  degreeOfDifference,
  discrim,
  discrimPower,
  discrimSampleSize,
  DISCRIMINATION_METHODS,
  pairedPreference,
  sameDifferent,
  twoAc,
  type DiscriminationMethod,
  type PlannedDiscrimination,
} from '@palate/stats';

/**
 * The command line's sensory calculators: sensR's figures from counts typed on the command
 * line, as JSON on standard output; they open no database. Impossible input is one line on
 * standard error and exit code 2.
 */
export const SENSORY_CALCULATORS = [
  'discrimination',
  'same-different',
  'a-not-a',
  'paired-preference',
  'two-ac',
  'dod',
  'power',
  'sample-size',
] as const;
export type SensoryCalculator = (typeof SENSORY_CALCULATORS)[number];

export const SENSORY_CALCULATORS_USAGE = `  Calculators (no database; JSON on standard output; impossible input exits with code 2).
  M is one of ${DISCRIMINATION_METHODS.join(', ')}.
  npm run palate -- discrimination --method M --correct X --n N
      pc, pd and d′ with their standard errors and the exact p-value, as sensR's discrim.
  npm run palate -- same-different --same-same A --diff-same B --same-diff C --diff-diff D
      τ and δ by maximum likelihood, as sensR's samediff (A and B: "same" and "different"
      answers to same pairs; C and D: to different pairs); null when infinite or unknown.
  npm run palate -- a-not-a --hits X1 --a N1 --false-alarms X2 --not-a N2
      d′, its standard error and the p-value, as sensR's AnotA.
  npm run palate -- paired-preference --first X --second Y [--no-preference Z]
      The two-sided exact binomial test of the expressed preferences, as binom.test(X, X + Y, 0.5).
  npm run palate -- two-ac --prefer-a A --no-difference B --prefer-b C
      τ and d′ (positive towards B) with their standard errors and the two-sided likelihood
      root p-value of a 2-AC test, as sensR's twoAC(c(A, B, C)); null where sensR gives NA or ±Inf.
  npm run palate -- dod --same N1,N2,… --different M1,M2,…
      The boundaries τ, d′, its standard error and the one-sided likelihood root p-value of a
      degree-of-difference test, as sensR's dod(same, diff): the counts of same and of
      different pairs per category of the scale, the most alike first; empty categories dropped.
  npm run palate -- power --method M --n N --pd PD [--alpha 0.05] [--similarity --pd0 P0]
  npm run palate -- sample-size --method M --pd PD --power 0.8 [--alpha 0.05] [--similarity --pd0 P0]
      Power and number of judges of a difference test (or of a similarity test, pd0 the
      largest proportion of distinguishers that still counts as similar), as sensR's
      discrimPwr and discrimSS with statistic = "exact".
`;

export function isSensoryCalculator(command: string | undefined): command is SensoryCalculator {
  return (SENSORY_CALCULATORS as readonly (string | undefined)[]).includes(command);
}

/** Input no figure can be computed from. */
class ImpossibleInput extends Error {}

/** Runs one calculator on its arguments (those after the command); returns the exit code. */
export function runSensoryCalculator(
  command: SensoryCalculator,
  args: string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): number {
  try {
    out.write(`${JSON.stringify(calculate(command, args))}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImpossibleInput || error instanceof RangeError || isParseError(error))) throw error;
    err.write(`${command}: ${error.message.split('\n')[0]}\n`);
    return 2;
  }
}

function calculate(command: SensoryCalculator, args: string[]): object {
  switch (command) {
    case 'discrimination': {
      const values = options(args, ['method', 'correct', 'n']);
      const method = methodOf(values);
      const n = count(values, 'n');
      const correct = count(values, 'correct');
      if (n === 0) throw new ImpossibleInput('--n must be at least 1');
      if (correct > n) throw new ImpossibleInput(`--correct (${correct}) cannot exceed --n (${n})`);
      return discrim(method, correct, n);
    }
    case 'same-different': {
      const values = options(args, ['same-same', 'diff-same', 'same-diff', 'diff-diff']);
      const result = sameDifferent({
        sameSame: count(values, 'same-same'),
        diffSame: count(values, 'diff-same'),
        sameDiff: count(values, 'same-diff'),
        diffDiff: count(values, 'diff-diff'),
      });
      if ('insufficient' in result) throw new ImpossibleInput(result.insufficient);
      return result;
    }
    case 'a-not-a': {
      const values = options(args, ['hits', 'a', 'false-alarms', 'not-a']);
      const counts = {
        hits: count(values, 'hits'),
        a: count(values, 'a'),
        falseAlarms: count(values, 'false-alarms'),
        notA: count(values, 'not-a'),
      };
      if (counts.a === 0 || counts.notA === 0) throw new ImpossibleInput('--a and --not-a must be at least 1');
      if (counts.hits > counts.a) throw new ImpossibleInput(`--hits (${counts.hits}) cannot exceed --a (${counts.a})`);
      if (counts.falseAlarms > counts.notA) {
        throw new ImpossibleInput(`--false-alarms (${counts.falseAlarms}) cannot exceed --not-a (${counts.notA})`);
      }
      const { dPrime, dPrimeSE, pValue } = aNotA(counts);
      return { dPrime, dPrimeSE, pValue };
    }
    case 'paired-preference': {
      const values = options(args, ['first', 'second'], ['no-preference']);
      const noPreference = values['no-preference'] === undefined ? 0 : count(values, 'no-preference');
      const result = pairedPreference(count(values, 'first'), count(values, 'second'), noPreference);
      if ('insufficient' in result) throw new ImpossibleInput(result.insufficient);
      return result;
    }
    case 'two-ac': {
      const values = options(args, ['prefer-a', 'no-difference', 'prefer-b']);
      const result = twoAc({
        preferA: count(values, 'prefer-a'),
        noDifference: count(values, 'no-difference'),
        preferB: count(values, 'prefer-b'),
      });
      if ('insufficient' in result) throw new ImpossibleInput(result.insufficient);
      return result;
    }
    case 'dod': {
      const values = options(args, ['same', 'different']);
      const same = counts(values, 'same');
      const different = counts(values, 'different');
      if (same.length !== different.length) {
        throw new ImpossibleInput(
          `--same (${same.length} categories) and --different (${different.length}) need one count per category each`,
        );
      }
      const result = degreeOfDifference(same, different);
      if ('insufficient' in result) throw new ImpossibleInput(result.insufficient);
      return result;
    }
    case 'power': {
      const values = options(args, ['method', 'n', 'pd'], ['alpha', 'pd0'], true);
      const n = count(values, 'n');
      if (n === 0) throw new ImpossibleInput('--n must be at least 1');
      return { power: discrimPower(methodOf(values), n, planned(values)) };
    }
    case 'sample-size': {
      const values = options(args, ['method', 'pd', 'power'], ['alpha', 'pd0'], true);
      const power = proportion(values, 'power');
      if (!(power > 0 && power < 1)) throw new ImpossibleInput('--power must be between 0 and 1, both excluded');
      return { sampleSize: discrimSampleSize(methodOf(values), power, planned(values)) };
    }
  }
}

type Values = Record<string, string | boolean | undefined>;

/**
 * The command's options, all strings but --similarity; each required one present. A negative
 * number after an option is taken as its value (parseArgs would call it ambiguous), to be refused.
 */
function options(args: string[], required: string[], optional: string[] = [], similarity = false): Values {
  const joined = args.flatMap((arg, i) =>
    /^-\d/.test(arg) && args[i - 1]?.startsWith('--')
      ? []
      : /^-\d/.test(args[i + 1] ?? '')
        ? [`${arg}=${args[i + 1]}`]
        : [arg],
  );
  const { values }: { values: Values } = parseArgs({
    args: joined,
    strict: true,
    allowPositionals: false,
    options: {
      ...Object.fromEntries([...required, ...optional].map((name) => [name, { type: 'string' as const }])),
      ...(similarity ? { similarity: { type: 'boolean' as const } } : {}),
    },
  });
  const missing = required.filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new ImpossibleInput(`missing ${missing.map((name) => `--${name}`).join(', ')}`);
  return values;
}

function methodOf(values: Values): DiscriminationMethod {
  const method = values.method as string;
  if (!(DISCRIMINATION_METHODS as readonly string[]).includes(method)) {
    throw new ImpossibleInput(`unknown --method "${method}" (one of ${DISCRIMINATION_METHODS.join(', ')})`);
  }
  return method as DiscriminationMethod;
}

function count(values: Values, name: string): number {
  const raw = values[name] as string;
  if (!/^\d+$/.test(raw)) throw new ImpossibleInput(`--${name} must be a non-negative integer, not "${raw}"`);
  return Number(raw);
}

/** A comma-separated list of counts, one per category. */
function counts(values: Values, name: string): number[] {
  const raw = values[name] as string;
  if (!/^\d+(,\d+)+$/.test(raw)) {
    throw new ImpossibleInput(`--${name} must be two or more non-negative integers separated by commas, not "${raw}"`);
  }
  return raw.split(',').map(Number);
}

function proportion(values: Values, name: string): number {
  const raw = values[name] as string;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value))
    throw new ImpossibleInput(`--${name} must be a number, not "${raw}"`);
  return value;
}

/** pd (and pd0) in [0, 1), alpha in (0, 1) (0.05 unless given); a similarity test needs pd0. */
function planned(values: Values): PlannedDiscrimination {
  const pd = proportion(values, 'pd');
  const alpha = values.alpha === undefined ? 0.05 : proportion(values, 'alpha');
  const pd0 = values.pd0 === undefined ? 0 : proportion(values, 'pd0');
  if (!(pd >= 0 && pd < 1)) throw new ImpossibleInput('--pd must be in [0, 1)');
  if (!(pd0 >= 0 && pd0 < 1)) throw new ImpossibleInput('--pd0 must be in [0, 1)');
  if (!(alpha > 0 && alpha < 1)) throw new ImpossibleInput('--alpha must be between 0 and 1, both excluded');
  if (values.similarity === true && values.pd0 === undefined) throw new ImpossibleInput('--similarity needs --pd0');
  return { pd, pd0, alpha, test: values.similarity === true ? 'similarity' : 'difference' };
}

/** node:util's parseArgs refuses unknown, repeated-as-value and ambiguous options with a coded TypeError. */
function isParseError(error: unknown): error is Error {
  return error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
}
