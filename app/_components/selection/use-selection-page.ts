import { createContext, useContext } from 'react';
import type { Locale } from '@/app/_i18n/routing';
import type { CoverFacts } from '@/app/_lib/line-sheet/cover-facts';
import type { ProductSpecLabels } from '@/app/_lib/product/product-spec';
import type { SelectionText } from '@/app/_lib/selection/enquiry';

/**
 * What the server gives the selection page's island once, the same for each of its parts: read
 * where it is used, rather than handed down through the parts between.
 */
export type SelectionPage = {
  locale: Locale;
  text: SelectionText;
  factLabels: ProductSpecLabels;
  /** The printed cover's facts, which the order form begins with. */
  cover: CoverFacts;
  /** The house's business email, which the enquiry is addressed to. */
  email: string;
  /** The selection page's absolute address, which a shared selection's query follows. */
  selectionUrl: string;
};

export const SelectionPageContext = createContext<SelectionPage | null>(null);

export function useSelectionPage(): SelectionPage {
  const page = useContext(SelectionPageContext);
  if (!page) throw new Error('A part of the selection page is rendered outside SelectionEditor, which gives it the page.');
  return page;
}
