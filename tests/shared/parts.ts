/*
 * Where the browser suites find the parts of a page: by what a visitor meets (landmarks,
 * headings, roles, links and their targets), not by class names, which the CSS Modules make up
 * per build. Plain CSS selectors, as Playwright, cheerio and the WebDriver journeys all read them.
 */

/** The header's parts (the line sheet's own header, in the page's main part, has none of them). */
export const menuButton = 'header button[popovertarget]';
export const navigationLink = (path: string) => `header nav a[href="${path}"]`;
export const otherNavigationLinks = (path: string) => `header nav a:not([href="${path}"])`;
export const languageSwitcher = 'header a[hreflang]';

/** A product card: an item of a list whose link holds the product's name as a heading (within a section too). */
export const productCard = 'li:has(> a > :is(h2, h3))';
export const productCardLink = 'li > a:has(> :is(h2, h3))';
export const productCardName = 'li > a > :is(h2, h3)';
/** The line saying when a card's or a page's piece was added. */
export const cardAddedLine = `${productCard} > span:has(time)`;

/** A product page: the article, the line saying when the piece was added, its spec sheet. */
export const productArticle = 'main article';
export const addedLine = 'main article p > span:has(time)';
export const addedParagraph = 'main article p:has(> span > time)';
export const specSheet = 'main article dl';

/** The gallery: its strip of views (links to the large pictures), and the thumbnails' buttons. */
export const galleryStrip = 'ul:has(> li > a[href$=".webp"])';
export const galleryZoom = `${galleryStrip} > li > a`;
export const galleryThumbnail = 'main button[aria-current]';
export const galleryPicture = `${galleryStrip} img`;

/** The QR code of a product page, behind its <details>. */
export const pageQr = 'main article details';
export const pageQrCode = `${pageQr} svg`;

/** The search page's results: the one list of its main part. */
export const searchResults = 'main ul';

/** The loading screen over the page being left, and its picture. */
export const loadingScreen = 'div[role="status"]:has(> div[aria-hidden="true"])';
export const loadingSprite = `${loadingScreen} > div[aria-hidden="true"]`;
