/**
 * The size of the fault tests: small in `npm test`, large under `npm run faults`
 * (FAULTS=heavy), which also prints each test's figures.
 */
const heavy = process.env.FAULTS === 'heavy';

export const FAULT_SCALE = {
  /** Judges posting at once while the server is killed. */
  judges: heavy ? 32 : 4,
  /** Acknowledged posts to wait for before the kill. */
  acknowledgedBeforeKill: heavy ? 2000 : 40,
  /** Fuzzed calls per fuzz test. */
  fuzzedCalls: heavy ? 3000 : 300,
  /** A test's time limit in milliseconds. */
  timeout: heavy ? 600_000 : 120_000,
};

/** One line of figures per fault test, for the closing note of `npm run faults`. */
export function reportFigures(test: string, figures: Record<string, number>): void {
  const listed = Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  console.log(`faults: ${test}: ${listed}`);
}
