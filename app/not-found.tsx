/**
 * Never shown: the export has a page for every known address, unknown ones get 404.html
 * (global-not-found.tsx), and a missing page's data sends the browser to that file. Without this
 * file Next puts its own 404 markup into the data of every page, which every navigation
 * and prefetch downloads and every page's generation renders.
 */
export default function NeverShown() {
  return null;
}
