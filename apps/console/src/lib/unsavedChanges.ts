import { createContext, use, useLayoutEffect, useMemo, useState } from 'react';

/**
 * The edits not saved yet on the screens shown: each editing part of a screen says whether it
 * holds some, and the console asks before anything would drop them (a link of the header, a
 * navigation of the router, signing out, a reload or closing the tab).
 */
export class UnsavedChanges {
  readonly #owners = new Map<symbol, boolean>();

  set(owner: symbol, unsaved: boolean): void {
    this.#owners.set(owner, unsaved);
  }

  forget(owner: symbol): void {
    this.#owners.delete(owner);
  }

  /** Whether any part shown holds edits not saved. */
  any(): boolean {
    return [...this.#owners.values()].some(Boolean);
  }
}

/** Whether going from one address to the next leaves the screen (a change of its query alone does not). */
export function leavesScreen(current: { pathname: string }, next: { pathname: string }): boolean {
  return current.pathname !== next.pathname;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * Tells the console whether this part of a screen holds edits not saved. `saved()` says at
 * once that they are (before the screen's own state has caught up), for a screen that moves
 * on right after saving.
 */
export function useUnsavedChanges(unsaved: boolean): { saved: () => void } {
  const registry = use(UnsavedChangesContext);
  const [owner] = useState(() => Symbol('edits'));
  // After every render, so that a part still holding edits after `saved()` says so again.
  useLayoutEffect(() => registry?.set(owner, unsaved));
  useLayoutEffect(() => () => registry?.forget(owner), [registry, owner]);
  return useMemo(() => ({ saved: () => registry?.set(owner, false) }), [registry, owner]);
}
