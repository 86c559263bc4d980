import { describe, expect, it } from 'vitest';
import { balancedBlockSize, panelBalance, questionnaire } from '../src/index.ts';

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `P${i}`, name: `Product ${i}` }));
const triangle = { kind: 'discrimination', id: 'odd', label: 'Odd', method: 'triangle', products: ['P0', 'P1'] };
const duoTrio = { kind: 'discrimination', id: 'match', label: 'Match', method: 'duoTrio', products: ['P0', 'P1'] };

describe('the block of judges that balances a publication', () => {
  it('is the least common multiple of the Williams rows and the discrimination sequences', () => {
    const make = (design: string, n: number, controls: object[]) =>
      questionnaire.parse({ name: 'q', title: 'Q', design, products: products(n), pages: [{ id: 'p', controls }] });
    expect(balancedBlockSize(make('williams', 4, [{ kind: 'info', id: 'i', text: 'x' }]), 4)).toBe(4);
    expect(balancedBlockSize(make('williams', 3, [triangle]), 3)).toBe(6);
    expect(balancedBlockSize(make('williams', 4, [triangle]), 4)).toBe(12);
    expect(balancedBlockSize(make('fixed', 2, [duoTrio]), 2)).toBe(4);
    expect(balancedBlockSize(make('random', 5, [{ kind: 'info', id: 'i', text: 'x' }]), 5)).toBe(1);
  });
});

describe('panel balance', () => {
  const runs = (finished: number[], unfinished: number[] = []) => [
    ...finished.map((rank) => ({ rank, finished: true })),
    ...unfinished.map((rank) => ({ rank, finished: false })),
  ];

  it('counts the judges who complete the next block of a panel that is not a multiple of it', () => {
    expect(panelBalance(6, runs([0, 1, 2, 3, 4, 5, 6, 7]))).toEqual({
      blockSize: 6,
      completeBlocks: 1,
      nextBlock: 1,
      judgesToCompleteNextBlock: 4,
      unfinishedRanks: [],
    });
  });

  it('counts a judge who dropped out as a hole in their block', () => {
    expect(panelBalance(4, runs([0, 1, 3, 4, 5, 6, 7], [2]))).toMatchObject({
      completeBlocks: 1,
      nextBlock: 0,
      judgesToCompleteNextBlock: 1,
      unfinishedRanks: [2],
    });
  });

  it('has nothing to complete when every block begun is complete, or nobody started', () => {
    expect(panelBalance(2, runs([0, 1, 2, 3]))).toMatchObject({ completeBlocks: 2, nextBlock: null });
    expect(panelBalance(6, [])).toMatchObject({ completeBlocks: 0, nextBlock: null, judgesToCompleteNextBlock: 0 });
  });
});
