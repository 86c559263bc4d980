import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Everything the built client loads comes
 * from our own origin, accounts' custom stylesheets and scripts included (/custom/), so
 * one policy serves every account and no account's customisation can widen it for
 * another. No inline script and no inline style sheet but react-aria's one below: React
 * sets style properties through the CSSOM, which the policy does not govern. Only our own
 * pages may frame it (the console frames the judges' client for its live preview); a booth
 * host embeds it as a web view, not a frame.
 */
/**
 * react-aria adds one small style element of its own (touch-action on pressable elements,
 * so a tap on a tablet is not delayed by double-tap zoom); its hash lets that element in
 * and nothing else. A react-aria upgrade that changes it shows as a CSP violation in the
 * accessibility e2e suite.
 */
const REACT_ARIA_PRESSABLE_STYLE = 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' '${REACT_ARIA_PRESSABLE_STYLE}'`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A few headers written here rather than by @fastify/helmet: helmet's defaults add
 * `upgrade-insecure-requests` and cross-origin isolation, which break the plain-http booth
 * networks labs run on, so most of it would be switched off again.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    // For browsers (older WebViews) that know X-Frame-Options but not frame-ancestors.
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
}
