import type { BreakpointName } from '@palate/engine';

/**
 * Spec section 9's breakpoints, the one set of widths the stylesheets' @media rules use
 * (CSS cannot read them from here, so breakpoints.test.ts checks every rule): each is the
 * least width, in rem, of its size; xs is everything below sm.
 */
export const BREAKPOINTS_REM: Record<BreakpointName, number> = { xs: 0, sm: 36, md: 48, lg: 62, xl: 75, xxl: 87.5 };

/** A rule for the widths below a breakpoint stops this much under it, so that the two never overlap. */
export const BELOW_MARGIN_REM = 0.02;
