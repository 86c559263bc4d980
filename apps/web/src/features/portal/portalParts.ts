import type { PortalScreen } from '@palate/protocol';

export interface PortalPart {
  content: string;
  style: string;
}

/**
 * The parts of a screen by name (header, footer): a later scope (terminal, then link)
 * replaces an earlier one (account), as the server lists them least specific first.
 */
export function partsByName(screens: PortalScreen[]): Map<string, PortalPart> {
  const parts = new Map<string, PortalPart>();
  for (const screen of screens) {
    for (const item of screen.selectors.items) parts.set(item.name, { content: item.content, style: item.style });
  }
  return parts;
}

/**
 * The CSS declarations of a part, without those that could fetch from elsewhere or bind
 * behaviour (url(), image-set(), @import, expression(), behavior), so that a header can
 * restyle itself but neither track the judge nor load anything.
 */
export function safeDeclarations(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => /^[a-z-]+\s*:/i.test(declaration))
    .filter((declaration) => !/url\s*\(|image-set|@import|expression\s*\(|behavior|-moz-binding/i.test(declaration))
    .join('; ');
}
