import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { callApi } from '../../lib/api.ts';
import { useStoredTerminal } from '../../lib/termStore.ts';
import { partsByName, safeDeclarations, type PortalPart } from './portalParts.ts';
import './portal.css';

export interface PortalFrameProps {
  /** The screen whose header and footer are shown (e.g. home). */
  type: string;
  account: string | null;
  /** The link the page was reached through, global or individual. */
  link?: string | null;
  children: ReactNode;
}

/**
 * The lab's header and footer around a screen (portal/screen/get), for the account, the
 * terminal or the link. The HTML is the leader's, so it is sanitised here with DOMPurify,
 * in the browser that parses it (no gap between the sanitiser's parser and the page's):
 * no script, event handler, javascript: address, form or frame reaches the page. DOMPurify
 * loads only for an account that has a header or footer (most have none: 9 KB saved).
 */
export function PortalFrame({ type, account, link = null, children }: PortalFrameProps) {
  const terminal = useStoredTerminal();
  const [parts, setParts] = useState<Map<string, SanitisedPart>>(() => new Map());
  const request = useMemo(
    () => ({
      type,
      ...(terminal ? { term: terminal.token } : {}),
      ...(link === null ? {} : { link }),
      ...(account === null ? {} : { acc: { cd: account } }),
    }),
    [type, terminal, link, account],
  );

  useEffect(() => {
    let current = true;
    callApi('portal/screen/get', request)
      .then((result) => sanitised(partsByName(result.items)))
      .then(
        (result) => current && setParts(result),
        // The frame is decoration: without it the screen works the same.
        () => current && setParts(new Map()),
      );
    return () => {
      current = false;
    };
  }, [request]);

  return (
    <>
      <PortalPartView part={parts.get('header')} name="header" />
      {children}
      <PortalPartView part={parts.get('footer')} name="footer" />
    </>
  );
}

const FORBIDDEN_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'style'];

interface SanitisedPart {
  part: PortalPart;
  html: string;
}

async function sanitised(parts: Map<string, PortalPart>): Promise<Map<string, SanitisedPart>> {
  const shown = [...parts].filter(([, part]) => part.content.trim() !== '');
  if (shown.length === 0) return new Map();
  const { default: DOMPurify } = await import('dompurify');
  const sanitise = (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: ['style'] });
  return new Map(shown.map(([name, part]) => [name, { part, html: sanitise(part.content) }]));
}

function PortalPartView({ part: shown, name }: { part: SanitisedPart | undefined; name: 'header' | 'footer' }) {
  if (!shown || shown.html.trim() === '') return null;
  const { part, html } = shown;
  const Element = name === 'header' ? 'header' : 'footer';
  return (
    <Element
      className={`pl-portal pl-portal--${name}`}
      ref={(element) => {
        if (element) element.style.cssText = safeDeclarations(part.style);
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
