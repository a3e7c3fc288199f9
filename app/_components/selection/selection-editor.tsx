'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { productListPath, productPath } from '@/app/_addresses/site-addresses';
import { Link } from '@/app/_components/layout/link';
import { printWithPictures } from '@/app/_components/line-sheet/print-button';
import { PieceFactList, type PieceFactLabels } from '@/app/_components/product/piece-fact-list';
import type { CoverFacts } from '@/app/_components/line-sheet/cover-facts';
import { drawQrCode } from '@/app/_components/product/qr-code-path';
import { fill } from '@/app/_components/search/search-text';
import { MAX_NOTE_LENGTH, MAX_QUANTITY } from '@/app/_config/selection';
import type { Locale } from '@/app/_i18n/routing';
import { enquiryMailto, enquiryText, enquiryTotals, type EnquiryPiece, type SelectionText } from './enquiry';
import { OrderFormButton } from './order-form-button';
import type { OrderPieceFacts } from './order-piece-facts';
import styles from './selection-editor.module.css';
import { addPieces, changePiece, parseQuantity, readSelection, removePieces, useSelection, type SavedPiece } from './selection-store';
import { readSharedSelection, sharedSelectionQuery } from './shared-selection';
import button from '@/app/_components/layout/button.module.css';

type Catalogue = ReadonlyMap<string, OrderPieceFacts>;

const noChange = () => () => {};

/** How many unknown style codes a notice names, and how long each may be shown: the rest are counted. */
const CODES_NAMED = 3;
const LONGEST_CODE = 20;
/** False in the exported page and while it hydrates, true once the browser's selection can be read. */
const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

/**
 * The catalogue's facts, fetched once a selection (saved or shared) needs them. A saved piece that
 * is no longer in it is taken out of the browser's selection, and `onDropped` told its sku.
 */
function useCatalogue(wanted: boolean, piecesHref: string, onDropped: (skus: string[]) => void): Catalogue | 'loading' | 'failed' {
  const [catalogue, setCatalogue] = useState<Catalogue | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!wanted || catalogue !== 'loading') return;
    fetch(piecesHref)
      .then((response) => (response.ok ? (response.json() as Promise<OrderPieceFacts[]>) : Promise.reject(new Error(response.statusText))))
      .then((facts) => {
        const loaded = new Map(facts.map((piece) => [piece.sku, piece]));
        const gone = readSelection().flatMap((piece) => (loaded.has(piece.sku) ? [] : [piece.sku]));
        if (gone.length > 0) {
          removePieces(gone);
          onDropped(gone);
        }
        setCatalogue(loaded);
      })
      .catch(() => setCatalogue('failed'));
  }, [wanted, catalogue, piecesHref, onDropped]);
  return catalogue;
}

/** The address's query, which only the browser knows: empty in the exported page. */
const useAddressQuery = () =>
  useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => '',
  );

/**
 * The selection page's island: the saved pieces with their quantities and notes, a selection
 * shared by its address, and the ways to send it (a mail, a text to copy, an address), or print it.
 */
export function SelectionEditor({
  locale,
  text,
  factLabels,
  email,
  selectionUrl,
  piecesHref,
  cover,
}: {
  locale: Locale;
  text: SelectionText;
  factLabels: PieceFactLabels;
  /** The printed cover's facts, which the order form begins with. */
  cover: CoverFacts;
  /** The house's business email, which the enquiry is addressed to. */
  email: string;
  /** The selection page's absolute address, which a shared selection's query follows. */
  selectionUrl: string;
  piecesHref: string;
}) {
  const hydrated = useHydrated();
  const saved = useSelection();
  const query = useAddressQuery();
  const [sharedAdded, setSharedAdded] = useState(false);
  const shared = useMemo(() => (sharedAdded ? undefined : readSharedSelection(query)), [query, sharedAdded]);
  const [status, setStatus] = useState('');
  const [dropped, setDropped] = useState<string[]>([]);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const emptyNote = useRef<HTMLParagraphElement>(null);
  // Set when the last piece is removed: the list, and the keyboard's place in it, are gone with it.
  const focusEmptyNote = useRef(false);
  const drop = useCallback((skus: string[]) => setDropped((before) => [...before, ...skus]), []);
  const catalogue = useCatalogue(saved.length > 0 || (shared?.pieces.length ?? 0) > 0, piecesHref, drop);
  // The button is gone with the shared list, and the saved list (with its heading, the keyboard's
  // new place) is drawn only after the click when the visitor's own selection was empty.
  useEffect(() => {
    if (sharedAdded) listHeading.current?.focus();
  }, [sharedAdded]);
  useEffect(() => {
    if (!focusEmptyNote.current || saved.length > 0) return;
    focusEmptyNote.current = false;
    emptyNote.current?.focus();
  }, [saved.length]);

  if (!hydrated) return <p className={styles.pending}>{text.loading}</p>;
  const listed = typeof catalogue === 'string' ? undefined : catalogue;
  const known = listed ? saved.filter((piece) => listed.has(piece.sku)) : [];
  const sharedKnown = listed && shared ? shared.pieces.filter((piece) => listed.has(piece.sku)) : [];
  const sharedGone = listed && shared ? shared.pieces.filter((piece) => !listed.has(piece.sku)) : [];
  const waiting = catalogue === 'loading' && (saved.length > 0 || (shared?.pieces.length ?? 0) > 0);
  const names = (pieces: readonly SavedPiece[]) => new Intl.ListFormat(locale).format(pieces.map((piece) => listed!.get(piece.sku)!.name));
  // Codes the catalogue does not know, as an address or the browser gave them: a few, each cut short.
  const codes = (skus: readonly string[]) => {
    const shown = skus.slice(0, CODES_NAMED).map((sku) => (sku.length > LONGEST_CODE ? `${sku.slice(0, LONGEST_CODE - 1)}…` : sku));
    if (skus.length > CODES_NAMED) shown.push(fill(text.codesMore, { count: String(skus.length - CODES_NAMED) }));
    return new Intl.ListFormat(locale).format(shown);
  };
  // Pieces already saved that adding the shared list changes: the visitor is told before she adds it.
  const replaced = sharedKnown.filter((piece) =>
    saved.some((own) => own.sku === piece.sku && (own.quantity !== piece.quantity || own.note !== piece.note)),
  );

  // A proposal shown (a shared list the catalogue knows): printed, the page is its line sheet alone.
  const proposing = Boolean(listed && sharedKnown.length > 0);

  const addShared = () => {
    addPieces(sharedKnown);
    setSharedAdded(true);
    // The address no longer offers what was added: a reload shows the visitor's own selection.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setStatus(text.sharedAdded);
  };

  return (
    <>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {catalogue === 'failed' && <p className={styles.problem}>{text.loadError}</p>}
      {waiting && <p>{text.loading}</p>}
      {dropped.length > 0 && <p className={styles.notice}>{fill(text.dropped, { skus: codes(dropped) })}</p>}
      {shared && (shared.unreadable || sharedKnown.length > 0 || sharedGone.length > 0) && (
        <section aria-labelledby="shared-heading" className={styles.shared}>
          <h2 id="shared-heading">{text.sharedTitle}</h2>
          {shared.unreadable && (
            <p className={styles.notice}>
              {shared.leftOut.length > 0
                ? fill(text.sharedLeftOut, { entries: codes(shared.leftOut), max: MAX_QUANTITY.toLocaleString(locale) })
                : text.sharedUnreadable}
            </p>
          )}
          {sharedGone.length > 0 && (
            <p className={styles.notice}>{fill(text.sharedGone, { skus: codes(sharedGone.map((piece) => piece.sku)) })}</p>
          )}
          {listed && sharedKnown.length > 0 && (
            <>
              <p className={styles.notPrinted}>{text.sharedIntro}</p>
              <p className={styles.total}>
                {fill(text.total, enquiryTotals(sharedKnown.map((piece) => ({ ...piece, ...listed.get(piece.sku)! }))))}
              </p>
              <p className={styles.total}>{fill(text.sharedValue, { amount: listValue(sharedKnown, listed, locale) })}</p>
              <ul className={styles.pieces}>
                {sharedKnown.map((piece) => (
                  <ProposedPiece
                    key={piece.sku}
                    piece={piece}
                    facts={listed.get(piece.sku)!}
                    locale={locale}
                    text={text}
                    factLabels={factLabels}
                  />
                ))}
              </ul>
              {replaced.length > 0 && <p className={styles.notice}>{fill(text.sharedReplaces, { names: names(replaced) })}</p>}
              <div className={`${styles.buttons} ${styles.notPrinted}`}>
                <button type="button" className={button.button} onClick={addShared}>
                  {text.addShared}
                </button>
                <OrderFormButton
                  pieces={sharedKnown.map((piece) => ({ ...piece, facts: listed.get(piece.sku)! }))}
                  cover={cover}
                  labels={factLabels}
                  locale={locale}
                  text={text}
                  className={styles.secondary}
                />
                <button type="button" className={styles.secondary} onClick={() => void printWithPictures()}>
                  {text.print}
                </button>
              </div>
            </>
          )}
        </section>
      )}
      {saved.length === 0 && !waiting ? (
        <p ref={emptyNote} tabIndex={-1} className={proposing ? styles.notPrinted : undefined}>
          {text.empty}{' '}
          <Link href={productListPath({})} locale={locale} className={styles.browse}>
            {text.browse}
          </Link>
        </p>
      ) : (
        listed &&
        known.length > 0 && (
          <SavedPieces
            notPrinted={proposing}
            pieces={known}
            catalogue={listed}
            locale={locale}
            text={text}
            factLabels={factLabels}
            email={email}
            selectionUrl={selectionUrl}
            cover={cover}
            listHeading={listHeading}
            announce={setStatus}
            onEmptied={() => (focusEmptyNote.current = true)}
          />
        )
      )}
    </>
  );
}

function SavedPieces({
  notPrinted,
  pieces,
  catalogue,
  locale,
  text,
  factLabels,
  email,
  selectionUrl,
  cover,
  listHeading,
  announce,
  onEmptied,
}: {
  /** Left off the paper, where a shared selection is printed instead. */
  notPrinted: boolean;
  pieces: readonly SavedPiece[];
  catalogue: Catalogue;
  locale: Locale;
  text: SelectionText;
  factLabels: PieceFactLabels;
  email: string;
  selectionUrl: string;
  cover: CoverFacts;
  listHeading: RefObject<HTMLHeadingElement | null>;
  announce: (message: string) => void;
  onEmptied: () => void;
}) {
  const enquiry: EnquiryPiece[] = pieces.map((piece) => ({
    ...piece,
    name: catalogue.get(piece.sku)!.name,
    url: catalogue.get(piece.sku)!.url,
  }));
  const share = sharedSelectionQuery(pieces);
  const shareUrl = `${selectionUrl}${share.query}`;
  const mail = enquiryMailto(email, enquiry, text, { url: shareUrl, notesLeftOut: share.notesLeftOut });
  // Pieces whose quantity field holds what is not a quantity: until it is corrected, the selection
  // is not sent, lest the mail say another quantity than the page.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  // A piece removed in another tab takes its refused quantity with it.
  const anyRefused = pieces.some((piece) => refused.has(piece.sku));
  const judge = (sku: string, valid: boolean) =>
    setRefused((before) => {
      const after = new Set(before);
      if (valid) after.delete(sku);
      else after.add(sku);
      return after;
    });
  const remove = (sku: string) => {
    removePieces([sku]);
    judge(sku, true);
    announce(fill(text.removed, { name: catalogue.get(sku)!.name }));
    // The button is gone with its piece: the list's heading keeps the keyboard's place, or with the
    // last piece, the words that say the selection is empty.
    if (pieces.length === 1) onEmptied();
    else listHeading.current?.focus();
  };
  return (
    <>
      <section aria-labelledby="pieces-heading" className={notPrinted ? styles.notPrinted : undefined}>
        <h2 id="pieces-heading" ref={listHeading} tabIndex={-1}>
          {text.piecesHeading}
        </h2>
        <p className={styles.total}>{fill(text.total, enquiryTotals(enquiry))}</p>
        <ul className={styles.pieces}>
          {pieces.map((piece) => (
            <PieceItem
              key={piece.sku}
              piece={piece}
              facts={catalogue.get(piece.sku)!}
              locale={locale}
              text={text}
              factLabels={factLabels}
              onValidity={judge}
              onRemove={remove}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="actions-heading" className={styles.actions}>
        <h2 id="actions-heading">{text.actionsHeading}</h2>
        {anyRefused ? (
          <p className={styles.problem}>{text.correctQuantities}</p>
        ) : (
          <>
            <div className={styles.buttons}>
              <a className={button.button} href={mail.href}>
                {text.sendEnquiry}
              </a>
              <CopyButton
                label={text.copy}
                copiedMessage={text.copied}
                refusedMessage={text.copyRefused}
                fallbackLabel={text.copyLabel}
                value={enquiryText(enquiry, text)}
                announce={announce}
                multiline
              />
              <button type="button" className={styles.secondary} onClick={() => void printWithPictures()}>
                {text.print}
              </button>
              <OrderFormButton
                pieces={pieces.map((piece) => ({ ...piece, facts: catalogue.get(piece.sku)! }))}
                cover={cover}
                labels={factLabels}
                locale={locale}
                text={text}
                className={styles.secondary}
              />
            </div>
            <p className={styles.hint}>{fill(mail.whole ? text.sendHint : text.sendHintShortened, { email })}</p>
            <p className={styles.hint}>{text.orderFormHint}</p>
            <h3 id="share-heading">{text.share}</h3>
            <p className={styles.hint}>{text.shareHint}</p>
            {share.notesLeftOut && <p className={styles.notice}>{text.shareNotesLeftOut}</p>}
            <div className={styles.share}>
              <input
                type="url"
                readOnly
                value={shareUrl}
                aria-label={text.shareLabel}
                className={styles.address}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton
                label={text.copyAddress}
                copiedMessage={text.addressCopied}
                refusedMessage={text.copyRefused}
                fallbackLabel={text.shareLabel}
                value={shareUrl}
                announce={announce}
              />
            </div>
          </>
        )}
      </section>
    </>
  );
}

function PieceItem({
  piece,
  facts,
  locale,
  text,
  factLabels,
  onValidity,
  onRemove,
}: {
  piece: SavedPiece;
  facts: OrderPieceFacts;
  locale: Locale;
  text: SelectionText;
  factLabels: PieceFactLabels;
  onValidity: (sku: string, valid: boolean) => void;
  onRemove: (sku: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(String(piece.quantity));
  // The saved quantity can change elsewhere (a shared selection added, another tab): the field then
  // shows it, unless it holds what the visitor is still correcting.
  const [shownQuantity, setShownQuantity] = useState(piece.quantity);
  if (piece.quantity !== shownQuantity) {
    setShownQuantity(piece.quantity);
    const typed = parseQuantity(draft);
    if (typed !== undefined && typed !== piece.quantity) setDraft(String(piece.quantity));
  }
  const valid = parseQuantity(draft) !== undefined;
  // The quantity before the visitor began to type: a refused one gives way to it, not to a number
  // passed on the way (1200, typing 12000).
  const confirmed = useRef(piece.quantity);
  return (
    <li className={styles.piece}>
      <PieceSummary sku={piece.sku} facts={facts} locale={locale} factLabels={factLabels} />
      <div className={styles.order}>
        <label htmlFor={`${id}-quantity`}>
          {text.quantity}
          <span className="visually-hidden"> {facts.name}</span>
        </label>
        <input
          id={`${id}-quantity`}
          className={styles.quantity}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-quantity-error`}
          onFocus={() => {
            confirmed.current = piece.quantity;
          }}
          onChange={(event) => {
            setDraft(event.target.value);
            const quantity = parseQuantity(event.target.value);
            onValidity(piece.sku, quantity !== undefined);
            changePiece(piece.sku, { quantity: quantity ?? confirmed.current });
          }}
        />
        {!valid && (
          <p id={`${id}-quantity-error`} className={styles.problem}>
            {fill(text.quantityError, { max: MAX_QUANTITY.toLocaleString(locale) })}
          </p>
        )}
        <label htmlFor={`${id}-note`}>
          {text.note}
          <span className="visually-hidden"> {facts.name}</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.note}
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          value={piece.note}
          onChange={(event) => changePiece(piece.sku, { note: event.target.value })}
        />
        <p className={styles.printedOrder}>
          {fill(text.mailQuantity, { quantity: String(piece.quantity) })}
          {piece.note && <> · {fill(text.mailNote, { note: piece.note })}</>}
        </p>
        <button type="button" className={styles.remove} onClick={() => onRemove(piece.sku)}>
          {text.remove}
          <span className="visually-hidden"> {facts.name}</span>
        </button>
      </div>
      <PageQr url={facts.url} />
    </li>
  );
}

/** A piece's own picture; its name beside it says what it is. */
function PieceImage({ facts }: { facts: OrderPieceFacts }) {
  if (!facts.image) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.picture}
      src={facts.image.src}
      srcSet={facts.image.srcSet}
      sizes="(min-width: 48rem) 10rem, 6rem"
      width={facts.image.width}
      height={facts.image.height}
      alt=""
      loading="lazy"
    />
  );
}

/** The QR code of a piece's page, printed beside it as on the line sheet. */
function PageQr({ url }: { url: string }) {
  const qrCode = drawQrCode(url);
  return (
    <svg className={styles.qr} role="img" aria-label={url} viewBox={`0 0 ${qrCode.size} ${qrCode.size}`} shapeRendering="crispEdges">
      <rect width={qrCode.size} height={qrCode.size} fill="#fff" />
      <path d={qrCode.path} stroke="#000" strokeWidth={1} />
    </svg>
  );
}

/** What `pieces` come to at the catalogue's prices, a sum for each currency. */
function listValue(pieces: readonly SavedPiece[], catalogue: Catalogue, locale: Locale): string {
  const sums = new Map<string, number>();
  for (const { sku, quantity } of pieces) {
    const { amount, currency } = catalogue.get(sku)!;
    sums.set(currency, (sums.get(currency) ?? 0) + amount * quantity);
  }
  return new Intl.ListFormat(locale, { type: 'unit' }).format(
    [...sums].map(([currency, sum]) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(sum)),
  );
}

/**
 * A piece of a shared selection: what the sender chose, as the line sheet shows it, with the
 * quantity and note proposed; to be added to the visitor's own selection to be changed.
 */
function ProposedPiece({
  piece,
  facts,
  locale,
  text,
  factLabels,
}: {
  piece: SavedPiece;
  facts: OrderPieceFacts;
  locale: Locale;
  text: SelectionText;
  factLabels: PieceFactLabels;
}) {
  return (
    <li className={styles.piece}>
      <PieceSummary sku={piece.sku} facts={facts} locale={locale} factLabels={factLabels} />
      <div className={styles.order}>
        <p className={`${styles.printedOrder} ${styles.proposed}`}>
          {fill(text.mailQuantity, { quantity: String(piece.quantity) })}
          {piece.note && <span className={styles.sharedNote}>{fill(text.mailNote, { note: piece.note })}</span>}
        </p>
      </div>
      <PageQr url={facts.url} />
    </li>
  );
}

/** Copies `value`; where the browser refuses, shows it selected for the visitor to copy. */
function CopyButton({
  label,
  copiedMessage,
  refusedMessage,
  fallbackLabel,
  value,
  announce,
  multiline = false,
}: {
  label: string;
  copiedMessage: string;
  refusedMessage: string;
  fallbackLabel: string;
  value: string;
  announce: (message: string) => void;
  multiline?: boolean;
}) {
  const [refused, setRefused] = useState(false);
  /** The value last copied: the word beside the button says so until the value changes. */
  const [copied, setCopied] = useState<string>();
  const fallback = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (refused) fallback.current?.select();
  }, [refused]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setRefused(false);
      setCopied(value);
      announce(copiedMessage);
    } catch {
      setRefused(true);
      setCopied(undefined);
      announce(refusedMessage);
    }
  };
  return (
    <>
      <button type="button" className={styles.secondary} onClick={copy}>
        {label}
      </button>
      {/* Seen where the finger is (the live region at the page's top may be a screen away); heard from the live region. */}
      {copied === value && (
        <span className={styles.copied} aria-hidden="true">
          {copiedMessage}
        </span>
      )}
      {refused && (
        <textarea ref={fallback} readOnly value={value} aria-label={fallbackLabel} className={styles.fallback} rows={multiline ? 10 : 2} />
      )}
    </>
  );
}

/** A piece's picture, its name leading to its page, and its facts: the same in the buyer's list and in a shared one. */
function PieceSummary({
  sku,
  facts,
  locale,
  factLabels,
}: {
  sku: string;
  facts: OrderPieceFacts;
  locale: Locale;
  factLabels: PieceFactLabels;
}) {
  return (
    <>
      <PieceImage facts={facts} />
      <div>
        <h3 className={styles.name}>
          <Link href={productPath(sku)} locale={locale}>
            {facts.name}
          </Link>
        </h3>
        <PieceFactList facts={facts} labels={factLabels} classNames={{ list: styles.spec, whole: styles.whole, price: styles.whole }} />
      </div>
    </>
  );
}
