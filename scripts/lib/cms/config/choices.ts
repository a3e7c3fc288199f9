/** What the form offers to choose from: the product types and care texts the content has now. */
export type CmsChoices = {
  /** The house's name in each language (site.yaml's brandName), the CMS's title. */
  brandName: Record<string, string>;
  productTypes: readonly { id: string; name: Record<string, string> }[];
  care: readonly { id: string; title: Record<string, string> }[];
};
