'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { localeSegment, productSkuOf } from '@/app/_addresses/site-addresses';
import { MAX_QUERY_LENGTH } from '@/app/_config/search';
import { Link } from '@/app/_components/layout/link';
import { SaveButton } from '@/app/_components/selection/save-button';
import type { Locale } from '@/app/_i18n/routing';
import { ViewAllLink } from '@/app/_components/product/view-all-link';
import { findProducts, type Findings } from '@/app/_lib/search/find-products';
import { resultsLine, type SearchText as Text } from '@/app/_lib/search/search-text';
import { cutText } from '@/app/_lib/text/cut-text';
import { fill } from '@/app/_lib/text/fill';
import styles from './product-search.module.css';

type Outcome = { query: string } & ({ findings: Findings } | { failed: true });

type FormProps = { action: string; labelledBy: string; prompt: string; children: ReactNode };

/** The form: without JavaScript it leads to the search page (where a noscript note offers the product list). */
function SearchForm({ action, labelledBy, prompt, children }: FormProps) {
  return (
    <>
      <form role="search" action={action} aria-labelledby={labelledBy} onSubmit={(event) => event.preventDefault()}>
        {children}
      </form>
      <p id="search-prompt" className={styles.quiet}>
        {prompt}
      </p>
    </>
  );
}

const boxProps = (labelledBy: string) =>
  ({
    type: 'search',
    name: 'q',
    'aria-labelledby': labelledBy,
    'aria-describedby': 'search-prompt',
    autoComplete: 'off',
    enterKeyHint: 'search',
    maxLength: MAX_QUERY_LENGTH,
    className: styles.box,
  }) as const;

/** The search page as exported: a static page cannot know its query, which only the browser reads from the address. */
export function SearchFormPlaceholder(props: Omit<FormProps, 'children'>) {
  return (
    <SearchForm {...props}>
      <input {...boxProps(props.labelledBy)} />
    </SearchForm>
  );
}

/**
 * The search box and its results, shown as the visitor types. The query lives in the address
 * (`?q=`), so a search can be shared, reloaded and gone back to; the box is labelled by the
 * page's heading (`labelledBy`). The polite status line tells screen readers how many pieces were found.
 */
export function ProductSearch({
  locale,
  basePath,
  action,
  labelledBy,
  text,
  saveLabel,
}: {
  locale: Locale;
  basePath: string;
  /** The search page's address, where the form leads without JavaScript. */
  action: string;
  labelledBy: string;
  text: Text;
  /** The label of each result's Save button, as the product cards have it. */
  saveLabel: string;
}) {
  const searchParams = useSearchParams();
  const [initialQuery] = useState(() => cutText(searchParams.get('q') ?? '', MAX_QUERY_LENGTH));
  /** What the box shows, and what is searched for: not the letters an input method is still composing (pinyin). */
  const [box, setBox] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const [outcome, setOutcome] = useState<Outcome>();
  const wanted = query.trim();
  const type = (text: string) => {
    setBox(text);
    setQuery(text);
  };

  useEffect(() => {
    const address = new URL(window.location.href);
    if (query) address.searchParams.set('q', query);
    else address.searchParams.delete('q');
    // Replaced, not pushed: Back leaves the search instead of undoing it a letter at a time.
    window.history.replaceState(null, '', address);
  }, [query]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    findProducts(basePath, wanted).then(
      (findings) => current && findings && setOutcome({ query: wanted, findings }),
      () => current && setOutcome({ query: wanted, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [basePath, wanted]);

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !box) return;
    event.preventDefault();
    type('');
  };

  // An outcome is shown only for the query searched for: a cleared box shows none.
  const shown = wanted && outcome?.query === wanted ? outcome : undefined;
  const findings = shown && 'findings' in shown ? shown.findings : undefined;
  const status = !shown ? '' : findings ? resultsLine(text, locale, findings.total, shown.query) : text.loadError;
  return (
    <>
      <SearchForm action={action} labelledBy={labelledBy} prompt={text.prompt}>
        <input
          {...boxProps(labelledBy)}
          value={box}
          onChange={(event) => ((event.nativeEvent as InputEvent).isComposing ? setBox : type)(event.target.value)}
          onCompositionEnd={(event) => type(event.currentTarget.value)}
          onKeyDown={clearOnEscape}
          // Someone who opens the search page has come to type; a query in the address shows its results instead.
          autoFocus={!initialQuery}
        />
      </SearchForm>
      <p role="status" className={styles.quiet}>
        {status}
      </p>
      {findings && findings.products.length > 0 && (
        <ul className={styles.results}>
          {findings.products.map((product) => {
            const sku = productSkuOf(product.url);
            return (
              <li key={product.url} className={styles.item}>
                <Link href={product.url.replace(localeSegment(locale), '')} locale={locale} className={styles.result}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a variant made by the build; a static export has no image optimiser. */}
                  {product.image && <img src={product.image} alt="" width={400} height={400} decoding="async" />}
                  <span className={styles.name}>{product.name}</span>
                  {product.type && <span className={styles.type}>{product.type}</span>}
                  {product.price && <span className={styles.price}>{product.price}</span>}
                </Link>
                {sku && <SaveButton sku={sku} label={saveLabel} name={product.name} />}
              </li>
            );
          })}
        </ul>
      )}
      {findings && findings.products.length < findings.total && (
        <p className={styles.quiet}>{fill(text.moreResults, { shown: String(findings.products.length) })}</p>
      )}
      {shown && (!findings || findings.total === 0) && <ViewAllLink locale={locale}>{text.browseAll}</ViewAllLink>}
    </>
  );
}
