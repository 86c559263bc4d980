import type { Language } from '@palate/engine';
import { mailTexts } from './mail-texts.ts';

/** A message's own words: the sender writes only these, in the reader's language. */
export interface MailContent {
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

export interface MailBody {
  text: string;
  html: string;
}

/** Text as HTML, with nothing in it read as markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Inline styles and a table: mail clients drop <style> and ignore most of CSS layout.
const PAGE_STYLE = 'margin:0;padding:0;background:#f4f4f2;';
const CARD_STYLE =
  'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2328;';
const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#1d5f8a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;';
const FOOTER_STYLE = 'margin-top:32px;font-size:13px;color:#59636e;';
/** Where the sender adds the footer: after the message's own words, inside its card. */
const FOOTER_SLOT = '<!--footer-->';

/** A message's plain-text and HTML parts (text escaped in HTML), in the account's look. */
export function composeMail(language: Language, content: MailContent): MailBody {
  const lines: string[] = [];
  const blocks: string[] = [];
  if (content.greeting) {
    lines.push(content.greeting);
    blocks.push(`<p>${escapeHtml(content.greeting)}</p>`);
  }
  for (const paragraph of content.paragraphs) {
    lines.push(paragraph);
    blocks.push(`<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  }
  if (content.action) {
    const { label, url } = content.action;
    lines.push(`${label}:\n${url}`);
    blocks.push(
      `<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(label)}</a></p>` +
        `<p style="font-size:13px;color:#59636e;word-break:break-all;">${escapeHtml(url)}</p>`,
    );
  }
  const html =
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
    `<body style="${PAGE_STYLE}"><div style="${CARD_STYLE}">${blocks.join('')}${FOOTER_SLOT}</div></body></html>`;
  return { text: `${lines.join('\n\n')}\n`, html };
}

/** A composed message with the footer every message carries: why it came, and how to stop more coming. */
export function withUnsubscribeFooter(body: MailBody, language: Language, unsubscribeUrl: string): MailBody {
  const texts = mailTexts(language);
  const text = `${body.text}\n-- \n${texts.footer}\n${texts.unsubscribeLink}: ${unsubscribeUrl}\n`;
  const footer =
    `<p style="${FOOTER_STYLE}">${escapeHtml(texts.footer)}<br>` +
    `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#59636e;">${escapeHtml(texts.unsubscribeLink)}</a></p>`;
  // A body not from composeMail (no slot) still gets its footer, at the end of the page.
  const html = body.html.includes(FOOTER_SLOT)
    ? body.html.replace(FOOTER_SLOT, footer)
    : body.html.replace(/(<\/body>|$)/i, `${footer}$1`);
  return { text, html };
}
