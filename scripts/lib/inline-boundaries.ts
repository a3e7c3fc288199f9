/*
 * React streams a Suspense boundary whose content is large (over 12.8 kB) as a fallback followed,
 * at the end of the page, by the content in a hidden <div> that a script moves into place. The
 * export has the whole page at once, so that split only costs: without JavaScript the visitor
 * would see the loading screen for ever, and the content would show late. This puts each such
 * content back in its boundary, as React writes a boundary that was ready in time (`<!--$-->`),
 * which hydrates the same way.
 */
const OUTLINED = /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>((?:(?!<\/script>)[\s\S])*?)\$RC\("B:\1","S:\1"\)<\/script>/g;

export function inlineOutlinedBoundaries(html: string, page: string): string {
  let result = html;
  for (const [whole, id, content] of html.matchAll(OUTLINED)) {
    const start = result.indexOf(`<!--$?--><template id="B:${id}"></template>`);
    const end = result.indexOf('<!--/$-->', start);
    if (start < 0 || end < 0) throw new Error(`${page}: no fallback for the streamed boundary B:${id}`);
    result = `${result.slice(0, start)}<!--$-->${content}${result.slice(end)}`.replace(whole, '');
  }
  if (/<div hidden id="S:|\$RC\(/.test(result)) {
    throw new Error(
      `${page}: part of the page would stay hidden until JavaScript runs (a streamed boundary this build does not recognise)`,
    );
  }
  return result;
}
