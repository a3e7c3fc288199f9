import type { ProductSpecLabels, ProductSpec } from '@/app/_lib/product/product-spec';

/**
 * A product's facts, label beside value, in the order buyers read them, as the line sheet and the
 * selection (printed, a line sheet of its own) show them. No hooks: the selection's island draws
 * it too. `whole` keeps a style code or a measure on one line; `price` sets the price apart.
 */
export function ProductSpecList({
  facts,
  labels,
  classNames = {},
}: {
  facts: ProductSpec;
  labels: ProductSpecLabels;
  classNames?: { list?: string; whole?: string; price?: string };
}) {
  return (
    <dl className={classNames.list}>
      <dt>{labels.sku}</dt>
      <dd className={classNames.whole}>{facts.sku}</dd>
      <dt>{labels.type}</dt>
      <dd>{facts.type}</dd>
      <dt>{labels.material}</dt>
      <dd>{facts.material}</dd>
      <dt>{labels.measures}</dt>
      <dd className={classNames.whole}>{facts.measures}</dd>
      {facts.otherColors && (
        <>
          <dt>{labels.otherColors}</dt>
          <dd>{facts.otherColors}</dd>
        </>
      )}
      <dt>{labels.price}</dt>
      <dd className={classNames.price}>{facts.price}</dd>
    </dl>
  );
}
