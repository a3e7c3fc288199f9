'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { ZoomText, ZoomView } from '@/app/_lib/product/zoom';
import styles from './gallery.module.css';

/**
 * A product's pictures in a strip that snaps one picture at a time (gallery.module.css: swiping needs no
 * script), with thumbnails that show a picture, and the zoom. The pictures and thumbnails are
 * rendered on the server; this island only follows the strip's position, puts each view's picture
 * on the page as the strip nears it (and the thumbnails' once the first has loaded), and opens
 * the zoom, whose library is fetched the first time a visitor asks for it. Without JavaScript
 * each picture is a link to its zoom picture.
 */
export function Gallery({
  label,
  views,
  pictures,
  thumbnails,
  thumbnailLabels,
  zoomText,
}: {
  label: string;
  views: ZoomView[];
  pictures: ReactNode[];
  thumbnails: ReactNode[];
  thumbnailLabels: string[];
  zoomText: ZoomText;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  /**
   * The views whose pictures are on the page: the first, then each as the strip comes to it. The
   * browser's lazy loading would fetch them all at once, every view of a strip being near enough.
   */
  const [reached, setReached] = useState(() => new Set([0]));
  /**
   * Whether the thumbnails' pictures are on the page: once the first view's picture has loaded,
   * so that on a slow network they never share the line with the picture a visitor came to see.
   */
  const [thumbnailsShown, setThumbnailsShown] = useState(false);

  useEffect(() => {
    const lead = strip.current!.querySelector('img');
    const showThumbnails = () => setThumbnailsShown(true);
    if (!lead || lead.complete) return showThumbnails();
    lead.addEventListener('load', showThumbnails, { once: true });
    lead.addEventListener('error', showThumbnails, { once: true });
    return () => {
      lead.removeEventListener('load', showThumbnails);
      lead.removeEventListener('error', showThumbnails);
    };
  }, []);

  useEffect(() => {
    const slides = [...strip.current!.children];
    if (slides.length < 2) return;
    const inView = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setCurrent(slides.indexOf(entry.target));
      },
      { root: strip.current, threshold: 0.6 },
    );
    const nearing = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => slides.indexOf(entry.target));
        if (near.length > 0) setReached((previous) => new Set([...previous, ...near]));
      },
      // Swiped into view by a sliver, not merely touching the strip's edge.
      { root: strip.current, threshold: 0.01 },
    );
    for (const slide of slides) {
      inView.observe(slide);
      nearing.observe(slide);
    }
    return () => {
      inView.disconnect();
      nearing.disconnect();
    };
  }, []);

  const show = (index: number) => {
    const list = strip.current!;
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: (list.children[index] as HTMLElement).offsetLeft - list.offsetLeft, behavior: smooth ? 'smooth' : 'instant' });
  };

  const openZoom = async (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or a download keeps the link's own meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const links = [...strip.current!.querySelectorAll<HTMLAnchorElement>(':scope > li > a')];
    const { openZoom } = await import('@/app/_lib/product/zoom');
    openZoom({
      views,
      index,
      links,
      text: zoomText,
      onChange: (shown) => {
        show(shown);
        setCurrent(shown);
      },
    });
  };

  return (
    // Pictures and controls: nothing for the search index to read (scripts/lib/build/search-index.ts).
    <section className={styles.gallery} aria-label={label} data-pagefind-ignore="">
      <ul className={styles.strip} ref={strip}>
        {pictures.map((picture, index) => (
          <li key={index} className={styles.view}>
            <a
              // Without JavaScript the link opens the WebP, which every browser in use shows.
              href={views[index]!.files.webp}
              className={styles.zoom}
              // Named by its picture; one not yet on the page names it itself.
              aria-label={reached.has(index) ? undefined : views[index]!.alt}
              onClick={(event) => openZoom(event, index)}
              // Tab brings the view into the strip: the browser's own scrolling leaves one that shows by a sliver.
              onFocus={() => show(index)}
            >
              {reached.has(index) ? picture : <noscript>{picture}</noscript>}
            </a>
            {views.length > 1 && (
              <span className={styles.position} aria-hidden="true">
                {index + 1} / {views.length}
              </span>
            )}
          </li>
        ))}
      </ul>
      {thumbnails.length > 1 && (
        <ul className={styles.thumbnails}>
          {thumbnails.map((thumbnail, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={thumbnailLabels[index]}
                aria-current={index === current}
                onClick={() => show(index)}
              >
                {thumbnailsShown ? thumbnail : <noscript>{thumbnail}</noscript>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
