import { useEffect, useMemo, useState, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
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
 * no script, event handler, javascript: address, form or frame reaches the page.
 */
export function PortalFrame({ type, account, link = null, children }: PortalFrameProps) {
  const terminal = useStoredTerminal();
  const [parts, setParts] = useState<Map<string, PortalPart>>(() => new Map());
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
    callApi('portal/screen/get', request).then(
      (result) => current && setParts(partsByName(result.items)),
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

function PortalPartView({ part, name }: { part: PortalPart | undefined; name: 'header' | 'footer' }) {
  const html = useMemo(
    () => (part ? DOMPurify.sanitize(part.content, { FORBID_TAGS: FORBIDDEN_TAGS, FORBID_ATTR: ['style'] }) : ''),
    [part],
  );
  if (!part || html.trim() === '') return null;
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
