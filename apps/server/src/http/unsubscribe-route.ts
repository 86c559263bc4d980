import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@palate/engine';
import type { Db } from '../db/database.ts';
import { escapeHtml } from '../outreach/mail/layout.ts';
import { mailTexts } from '../outreach/mail/mail-texts.ts';
import { unsubscribe, unsubscribeLink, type UnsubscribeLink } from '../outreach/mail/mail.service.ts';
import { languageOf } from './language.ts';

/**
 * /unsubscribe/{token}, the link at the foot of every message. GET shows a page with a
 * button and changes nothing, since mail scanners follow links; the button POSTs, as does a
 * mail client's own unsubscribe button (List-Unsubscribe-Post, RFC 8058), and that records it.
 */
export function registerUnsubscribeRoute(app: FastifyInstance, db: Db, now: () => number = Date.now): void {
  void app.register(async (scope) => {
    // The form's body and RFC 8058's `List-Unsubscribe=One-Click` say nothing the address does not: read, not parsed.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.get<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
      const link = await unsubscribeLink(db, request.params.token);
      return sendPage(reply, link, languageOf(request.headers['accept-language']));
    });
    scope.post<{ Params: { token: string } }>('/unsubscribe/:token', async (request, reply) => {
      const link = await unsubscribe(db, request.params.token, now());
      return sendPage(reply, link, languageOf(request.headers['accept-language']));
    });
  });
}

function sendPage(reply: FastifyReply, link: UnsubscribeLink | undefined, fallback: Language): FastifyReply {
  const language = link?.language ?? fallback;
  const texts = mailTexts(language);
  // No style: the server's policy allows none inline, and a plain page reads on any phone.
  const body = !link
    ? `<p>${escapeHtml(texts.unknownLink)}</p>`
    : link.done
      ? `<p role="status">${escapeHtml(texts.unsubscribed(link.address))}</p>`
      : `<form method="post"><p>${escapeHtml(texts.unsubscribeQuestion(link.address))}</p>` +
        `<button type="submit" name="List-Unsubscribe" value="One-Click">${escapeHtml(texts.unsubscribeButton)}</button></form>`;
  const page =
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(texts.unsubscribeTitle)}</title></head>` +
    `<body><main><h1>${escapeHtml(texts.unsubscribeTitle)}</h1>${body}</main></body></html>`;
  return reply
    .code(link ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);
}
