import { createHash } from 'node:crypto';

/*
 * A strict Content-Security-Policy without a server: the page itself declares, as the first
 * child of <head>, which scripts may run. Script files must come from the site ('self'), and each
 * inline script is allowed by the SHA-256 hash of its exact text, so no script injected into the
 * page can run: no 'unsafe-inline', no 'unsafe-eval'. Data blocks (JSON-LD) never run and need none.
 * The search page alone may also compile WebAssembly ('wasm-unsafe-eval'), which its index is
 * read with; that allows no JavaScript to be made from text.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype="(?!(text|application)\/javascript|module")[^"]*"/;

function scriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !DATA_BLOCK.test(attributes!))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The page with its policy inserted as the first child of <head>. */
export function withContentSecurityPolicy(html: string, { webAssembly = false } = {}): string {
  if (!html.includes('<head>')) throw new Error('no <head> to put the Content-Security-Policy in');
  const scripts = ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes(html)];
  const policy = [`script-src ${scripts.join(' ')}`, "object-src 'none'", "base-uri 'self'"].join('; ');
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}
