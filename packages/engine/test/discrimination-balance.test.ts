import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  discriminationServing,
  servingSequenceCount,
  type DiscriminationMethod,
  type ServingRule,
} from '../src/index.ts';

const METHODS: DiscriminationMethod[] = ['triangle', 'duoTrio', 'twoAfc', 'tetrad'];
const test = (method: DiscriminationMethod) => ({ method, products: ['A', 'B'] as [string, string] });

/** A serving as letters, the duo-trio reference first: AAB, BA, … */
function served(
  method: DiscriminationMethod,
  rank: number,
  repetition: number,
  repetitions: number,
  rule: ServingRule,
) {
  const serving = discriminationServing(test(method), rank, repetition, repetitions, rule);
  return [...(serving.reference ? [serving.reference] : []), ...serving.cups]
    .map((cup) => (cup.productId === 'A' ? 'A' : 'B'))
    .join('');
}

/** Each distinct sequence a method can serve, from L consecutive judges of one repetition. */
function allSequences(method: DiscriminationMethod): Set<string> {
  return new Set(Array.from({ length: servingSequenceCount(method) }, (_, rank) => served(method, rank, 0, 1, 2)));
}

describe('discrimination serving under rule 2', () => {
  it('balances every repetition on its own over any L consecutive judges, for every method and 1 to 10 repetitions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...METHODS),
        fc.integer({ min: 1, max: 10 }),
        fc.nat({ max: 1000 }),
        (method, repetitions, firstRank) => {
          const sequences = servingSequenceCount(method);
          for (let repetition = 0; repetition < repetitions; repetition++) {
            const block = Array.from({ length: sequences }, (_, offset) =>
              served(method, firstRank + offset, repetition, repetitions, 2),
            );
            expect(new Set(block)).toEqual(allSequences(method));
          }
        },
      ),
    );
  });

  it('never serves a judge the same sequence twice while repetitions ≤ L, and as evenly as can be beyond', () => {
    for (const method of METHODS) {
      const sequences = servingSequenceCount(method);
      for (let repetitions = 1; repetitions <= 10; repetitions++) {
        for (let rank = 0; rank < 2 * sequences; rank++) {
          const counts = new Map<string, number>();
          for (let repetition = 0; repetition < repetitions; repetition++) {
            const sequence = served(method, rank, repetition, repetitions, 2);
            counts.set(sequence, (counts.get(sequence) ?? 0) + 1);
          }
          const most = Math.max(...counts.values());
          expect(most).toBe(Math.ceil(repetitions / sequences));
          if (repetitions >= sequences) expect(counts.size).toBe(sequences);
        }
      }
    }
  });
});

describe('discrimination serving under rule 1, kept for publications made before rule 2', () => {
  it('serves the orders it always served, unbalanced within a repetition', () => {
    const twoAfc = Array.from({ length: 4 }, (_, rank) => [0, 1].map((rep) => served('twoAfc', rank, rep, 2, 1)));
    expect(twoAfc).toEqual([
      ['AB', 'BA'],
      ['AB', 'BA'],
      ['AB', 'BA'],
      ['AB', 'BA'],
    ]);
    const firstTriangles = Array.from({ length: 6 }, (_, rank) => served('triangle', rank, 0, 2, 1));
    expect(new Set(firstTriangles)).toEqual(new Set(['AAB', 'BAA', 'BAB']));
  });

  it('counts 54 unbalanced repetitions over 1 to 6 repetitions and the four methods, where rule 2 counts none', () => {
    const unbalanced = (rule: ServingRule) => {
      let count = 0;
      for (const method of METHODS) {
        const sequences = servingSequenceCount(method);
        for (let repetitions = 1; repetitions <= 6; repetitions++) {
          for (let repetition = 0; repetition < repetitions; repetition++) {
            const block = Array.from({ length: sequences }, (_, rank) =>
              served(method, rank, repetition, repetitions, rule),
            );
            if (new Set(block).size !== sequences) count++;
          }
        }
      }
      return count;
    };
    expect(unbalanced(1)).toBe(54);
    expect(unbalanced(2)).toBe(0);
  });
});
