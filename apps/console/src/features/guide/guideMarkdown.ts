/**
 * The little Markdown the leader's guide (docs/guide/*.md) is written in, read into blocks
 * the console draws as React elements (no HTML is injected): headings, paragraphs, lists,
 * pictures on a line of their own and fenced commands; inside a line, **bold**, `code` and
 * [links](target). Anything else stays as its text.
 */
export type Inline = { kind: 'text' | 'strong' | 'code'; text: string } | { kind: 'link'; text: string; href: string };

export type GuideBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'image'; alt: string; src: string }
  | { kind: 'code'; text: string };

const HEADING = /^(#{1,3})\s+(.*)$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)\s*$/;
const LIST_ITEM = /^(\d+\.|-)\s+(.*)$/;
const FENCE = /^```/;

function startsBlock(line: string): boolean {
  return HEADING.test(line) || IMAGE.test(line) || LIST_ITEM.test(line) || FENCE.test(line);
}

export function guideBlocks(markdown: string): GuideBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: GuideBlock[] = [];
  let at = 0;
  const line = () => lines[at] ?? '';
  while (at < lines.length) {
    const current = line();
    if (current.trim() === '') {
      at++;
      continue;
    }
    if (FENCE.test(current)) {
      const code: string[] = [];
      for (at++; at < lines.length && !FENCE.test(line()); at++) code.push(line());
      at++;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(current);
    if (heading) {
      const level = Math.min((heading[1] ?? '#').length, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, content: inlineParts(heading[2] ?? '') });
      at++;
      continue;
    }
    const image = IMAGE.exec(current);
    if (image) {
      blocks.push({ kind: 'image', alt: image[1] ?? '', src: image[2] ?? '' });
      at++;
      continue;
    }
    const first = LIST_ITEM.exec(current);
    if (first) {
      const ordered = first[1] !== '-';
      const items: string[] = [];
      // An item goes on over the indented lines below it.
      while (at < lines.length && line().trim() !== '') {
        const item = LIST_ITEM.exec(line());
        if (item) items.push(item[2] ?? '');
        else if (/^\s+/.test(line()) && items.length > 0) items[items.length - 1] += ` ${line().trim()}`;
        else break;
        at++;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(inlineParts) });
      continue;
    }
    const paragraph: string[] = [];
    while (at < lines.length && line().trim() !== '' && (paragraph.length === 0 || !startsBlock(line()))) {
      paragraph.push(line().trim());
      at++;
    }
    blocks.push({ kind: 'paragraph', content: inlineParts(paragraph.join(' ')) });
  }
  return blocks;
}

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inlineParts(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    const [, strong, code, linkText, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else parts.push({ kind: 'link', text: linkText ?? '', href: href ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
