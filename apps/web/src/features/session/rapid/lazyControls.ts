import { lazy } from 'react';

/**
 * The napping sheet and the sorting boxes, fetched only by a screen that has one: they
 * add nothing to the session screen every judge downloads first. As with ariaControls.ts,
 * the session screen shows a new screen as a transition, so the screen before stays until
 * their chunk has loaded.
 */
export const NappingControl = lazy(() =>
  import('./NappingControl.tsx').then((module) => ({ default: module.NappingControl })),
);
export const SortingControl = lazy(() =>
  import('./SortingControl.tsx').then((module) => ({ default: module.SortingControl })),
);
