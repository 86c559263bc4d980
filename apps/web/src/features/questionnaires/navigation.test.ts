import { describe, expect, it } from 'vitest';
import type { ListNavigation } from '@palate/protocol';
import { buttonStates, pageCountOf, pageOf } from './navigation.ts';

const on = { visible: true, enabled: true, working: false };
const off = { visible: false, enabled: false, working: false };
const allowed: ListNavigation = { prev: on, next: on, goto: on, call: on, ident: off, home: on, refresh: on };
const at = (page: number, itemCount: number, busy: string[] = [], awayFromHome = page > 0) =>
  buttonStates(allowed, { page, itemCount, awayFromHome, busy: new Set(busy as never[]) });

describe('the list navigation buttons', () => {
  it('pages five questionnaires at a time', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(5)).toBe(1);
    expect(pageCountOf(6)).toBe(2);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 1)).toEqual([6, 7]);
  });

  it('hides paging on a single page and enables prev and next by the page', () => {
    expect(at(0, 3).prev.visible).toBe(false);
    expect(at(0, 3).goto.visible).toBe(false);
    expect([at(0, 11).prev.enabled, at(0, 11).next.enabled]).toEqual([false, true]);
    expect([at(2, 11).prev.enabled, at(2, 11).next.enabled]).toEqual([true, false]);
    expect(at(1, 11).goto).toEqual(on);
  });

  it('keeps what the server hides hidden, and marks a running action as working', () => {
    expect(at(0, 3).ident).toEqual(off);
    expect(at(0, 3, ['refresh']).refresh).toEqual({ visible: true, enabled: true, working: true });
    expect(
      buttonStates(
        { ...allowed, call: { ...on, working: true } },
        { page: 0, itemCount: 1, awayFromHome: false, busy: new Set() },
      ).call.working,
    ).toBe(true);
  });

  it('enables home only away from the home of the list', () => {
    expect(at(0, 3).home.enabled).toBe(false);
    expect(at(1, 11).home.enabled).toBe(true);
    expect(at(0, 1, [], true).home.enabled).toBe(true);
  });
});
