/*
 * The full-screen zoom of a product's pictures: PhotoSwipe, loaded with its stylesheet only when a
 * visitor first opens it (app/_components/product/gallery.tsx imports this module on demand).
 * PhotoSwipe gives pinch, double-tap, wheel and click zoom, swipes and arrow keys between views,
 * Escape to close, and turns its animations off for reduced motion; it runs no inline script, so
 * the pages' CSP holds.
 */
// PhotoSwipe works on the page's DOM: a server component that imports this fails the build.
import 'client-only';
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';

/** A picture as the zoom shows it: its largest variant in each format the page offers. */
export type ZoomView = {
  alt: string;
  width: number;
  height: number;
  /** The AVIF and WebP zoom variants, and the JPEG for browsers with neither. */
  files: { avif: string; webp: string; jpg: string };
};

/** The zoom's words, in the page's language. */
export type ZoomText = {
  dialog: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  loadError: string;
  /** What a screen reader calls the zoom's strip of pictures, and each picture in it, in the page's language. */
  carousel: string;
  slide: string;
};

/** The format the page's own pictures came in: the browser has already chosen among those offered. */
function shownFormat(link: HTMLAnchorElement | undefined): keyof ZoomView['files'] {
  const shown = link?.querySelector('img')?.currentSrc ?? '';
  return shown.endsWith('.avif') ? 'avif' : shown.endsWith('.webp') ? 'webp' : 'jpg';
}

/** Whether a zoom is open or opening: a second click meanwhile opens no second one. */
let open = false;
/** While a closed zoom steps back off its history entry: a zoom opened meanwhile waits for the step. */
let steppingBack: Promise<void> | undefined;

export async function openZoom({
  views,
  index,
  links,
  text,
  onChange,
}: {
  views: ZoomView[];
  index: number;
  /** The page's links to each picture, in order: the zoom grows from them and gives focus back to them. */
  links: HTMLAnchorElement[];
  text: ZoomText;
  onChange: (index: number) => void;
}): Promise<void> {
  if (open) return;
  open = true;
  await steppingBack;
  const format = shownFormat(links[index]);
  const zoom = new PhotoSwipe({
    dataSource: views.map((view, position) => ({
      src: view.files[format],
      width: view.width,
      height: view.height,
      alt: view.alt,
      // Shown while the large picture loads: the one the page already has.
      msrc: links[position]?.querySelector('img')?.currentSrc || undefined,
      element: links[position],
      // The page shows its pictures cut square.
      thumbCropped: true,
    })),
    index,
    // Each large picture is fetched when it is shown, not before: a phone pays only for what it looks at.
    preload: [0, 0],
    closeTitle: text.close,
    zoomTitle: text.zoom,
    arrowPrevTitle: text.previous,
    arrowNextTitle: text.next,
    errorMsg: text.loadError,
    indexIndicatorSep: ' / ',
    // Opaque: the page's header would show through behind the counter and the close button.
    bgOpacity: 1,
    // Focus goes back to the picture now in view, below, rather than to the one the zoom opened on.
    returnFocus: false,
  });
  zoom.on('firstUpdate', () => {
    zoom.element?.setAttribute('aria-modal', 'true');
    zoom.element?.setAttribute('aria-label', text.dialog);
    // PhotoSwipe writes these in English whatever the page's language.
    zoom.scrollWrap?.setAttribute('aria-roledescription', text.carousel);
    for (const { el } of zoom.mainScroll.itemHolders) el.setAttribute('aria-roledescription', text.slide);
  });
  // PhotoSwipe readies the views either side of the one shown; their large pictures wait until shown.
  zoom.on('contentLoadImage', (event) => {
    if (event.content.index !== zoom.currIndex) event.preventDefault();
  });
  zoom.on('change', () => {
    const content = zoom.currSlide?.content;
    if (content?.element && !(content.element as HTMLImageElement).src) content.loadImage(false);
    onChange(zoom.currIndex);
  });
  // Back closes the zoom, as a phone's visitor expects of a view that fills the screen: opening it
  // adds an entry of the same address (the router's documented pushState), which Back steps off;
  // closed otherwise, it steps back off that entry itself, so that the next Back leaves the page.
  window.history.pushState(null, '', window.location.href);
  let closedByBack = false;
  const closeOnBack = () => {
    closedByBack = true;
    zoom.close();
  };
  window.addEventListener('popstate', closeOnBack, { once: true });
  zoom.on('destroy', () => {
    window.removeEventListener('popstate', closeOnBack);
    if (!closedByBack) {
      steppingBack = new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
      window.history.back();
    }
    open = false;
    links[zoom.currIndex]?.focus({ preventScroll: true });
  });
  zoom.init();
}
