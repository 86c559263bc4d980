import {
  LIST_PAGE_SIZE,
  navigationButtons,
  type ListNavigation,
  type NavigationButton,
  type NavigationFlags,
} from '@palate/protocol';

export interface ListPosition {
  /** 0 for the first page. */
  page: number;
  /** Questionnaires on the list. */
  itemCount: number;
  /** The list is not on its home: a later page, or a link's page of one questionnaire. */
  awayFromHome: boolean;
  /** Buttons whose action is under way here (a reload, a call being sent). */
  busy: ReadonlySet<NavigationButton>;
}

export function pageCountOf(itemCount: number): number {
  return Math.max(1, Math.ceil(itemCount / LIST_PAGE_SIZE));
}

/** The questionnaires of one page of the list. */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * LIST_PAGE_SIZE, (page + 1) * LIST_PAGE_SIZE);
}

/**
 * The buttons as shown: what the server allows, narrowed by where the judge is on the
 * list (no "previous" on the first page) and marked working while their action runs.
 */
export function buttonStates(
  allowed: ListNavigation,
  position: ListPosition,
): Record<NavigationButton, NavigationFlags> {
  const pageCount = pageCountOf(position.itemCount);
  const possibleHere: Record<NavigationButton, boolean> = {
    prev: position.page > 0,
    next: position.page < pageCount - 1,
    goto: pageCount > 1,
    call: true,
    ident: true,
    home: position.awayFromHome,
    refresh: true,
  };
  const paging = new Set<NavigationButton>(['prev', 'next', 'goto']);
  return Object.fromEntries(
    navigationButtons.map((button) => {
      const server = allowed[button];
      const visible = server.visible && (!paging.has(button) || pageCount > 1);
      const working = server.working || position.busy.has(button);
      return [button, { visible, enabled: visible && server.enabled && possibleHere[button], working }];
    }),
  ) as Record<NavigationButton, NavigationFlags>;
}
