import type { CSSProperties } from 'react';
import type { Appearance } from '@palate/engine';
import { BREAKPOINTS_REM } from '../../app/breakpoints.ts';

/**
 * How a questionnaire's appearance (spec section 3: pageColor, pageBreakpoint, appFluid)
 * dresses its screen: stable class names and custom properties, so that an account
 * stylesheet can still override either.
 */
export function pageAppearance(appearance: Appearance): { className: string; style: CSSProperties } {
  const classes = ['pl-session'];
  if (appearance.pageColor) classes.push('pl-session--coloured');
  if (appearance.appFluid) classes.push('pl-session--fluid');
  const style: Record<string, string> = {};
  if (appearance.pageColor) style['--pl-page-color'] = appearance.pageColor;
  // xs would leave no width at all: the page is then as wide as the window allows.
  const breakpoint = appearance.pageBreakpoint ? BREAKPOINTS_REM[appearance.pageBreakpoint] : 0;
  if (breakpoint > 0 && !appearance.appFluid) style['--pl-page-max-width'] = `${breakpoint}rem`;
  return { className: classes.join(' '), style: style as CSSProperties };
}

/**
 * appBackground and appFluid reach beyond the screen (the app around it): set on the
 * document while the questionnaire is shown, and the function returned takes them away.
 */
export function applyAppAppearance(root: HTMLElement, appearance: Appearance): () => void {
  if (appearance.appBackground) root.style.setProperty('--pl-app-background', appearance.appBackground);
  root.classList.toggle('pl-app--fluid', appearance.appFluid === true);
  return () => {
    root.style.removeProperty('--pl-app-background');
    root.classList.remove('pl-app--fluid');
  };
}
