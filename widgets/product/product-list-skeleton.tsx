import { LIST } from './boxes';
import type { ProductListProps } from './product-list';
import { ProductTileSkeleton } from './product-tile';

/** The platform caps a page at 100; anything not a positive whole number gets the default. */
export const pageSizeOf = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0
    ? Math.min(value, 100)
    : LIST.pageSize;

/** A page of card skeletons, as the list's grid lays them out. */
export function SkeletonGrid({ count }: { count: number }) {
  return (
    <ul className="grid" part="grid">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductTileSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * The loading list's boxes without a word, while the list's code or text has not arrived: the
 * toolbar's and "load more" slots and a page of card skeletons. Its own module, so the family
 * chunk carries the skeleton and the list itself loads with the first `<product-list>`.
 */
export function ProductListSkeleton({ pageSize }: Pick<ProductListProps, 'pageSize'>) {
  return (
    <section className="list" part="list" aria-busy="true">
      <div className="toolbar" part="toolbar" />
      <SkeletonGrid count={pageSizeOf(pageSize)} />
      <div className="more" part="more" />
    </section>
  );
}
