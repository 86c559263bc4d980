import { describe, it } from 'vitest';
import { chiSquareUpperTail, dbinom, fUpperTail, pnorm, qnorm, studentizedRangeUpperTail } from '../src/index.ts';
import { expectAgrees, fixture } from './fixtures.ts';

const r = fixture<{
  pnorm: { x: number; p: number }[];
  qnorm: { p: number; x: number }[];
  dbinom: { x: number; n: number; prob: number; p: number }[];
  fUpper: { f: number; df1: number; df2: number; p: number }[];
  chiSquareUpper: { x: number; df: number; p: number }[];
  studentizedRangeUpper: { q: number; ranges: number; df: number; p: number }[];
}>('distributions');

describe("stdlib's distribution functions agree with R to 1e-9", () => {
  it('pnorm, qnorm, dbinom', () => {
    for (const c of r.pnorm) expectAgrees(pnorm(c.x), c.p);
    for (const c of r.qnorm) expectAgrees(qnorm(c.p), c.x);
    for (const c of r.dbinom) expectAgrees(dbinom(c.x, c.n, c.prob), c.p);
  });
  it('upper tails of F, chi-square and the studentized range (ptukey)', () => {
    for (const c of r.fUpper) expectAgrees(fUpperTail(c.f, c.df1, c.df2), c.p);
    for (const c of r.chiSquareUpper) expectAgrees(chiSquareUpperTail(c.x, c.df), c.p);
    for (const c of r.studentizedRangeUpper) expectAgrees(studentizedRangeUpperTail(c.q, c.ranges, c.df), c.p);
  });
});
