import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Product } from '../../shared/client';
import { addStyles, useHost, useHostState, type WidgetState } from '../../shared/element';
import {
  problemOf,
  useReportProblem,
  type WidgetProblem,
} from '../../shared/element/widget-problem';
import { useSiteConfig } from '../../shared/data';
import { ErrorNotice, formatNumber, LiveRegion, Notice } from '../../shared/ui';
import { useProductPage } from './product-page';
import { pageSizeOf, SkeletonGrid } from './product-list-skeleton';
import { listViewCss } from './product-list-view.styles';
import { ProductTile } from './product-tile';
import { parseSort, SORTS, type SortKey } from './sort';
import { useListText } from './list.text';
import { useProductText } from './text';
import { useCollectionId, useProductPages, type CollectionRef } from './use-product-pages';

export interface ProductListProps extends CollectionRef {
  pageSize?: number;
  sort?: string;
  /** The cards' product page template, instead of `<site-config product-page>`. */
  productPage?: string;
  /**
   * The list's name for screen readers (its landmark), instead of "Products" or
   * "Products: <collection>": two lists of one collection, or of the whole store, told apart.
   */
  label?: string;
  /** The cards' name heading level, 2 to 6 (default 3): under the page's h1, 2. */
  headingLevel?: number;
}

/** The visitor's choice wins until the page sets another `sort` attribute. */
function useSort(attribute: string | undefined) {
  const [state, setState] = useState({ attribute, key: parseSort(attribute) });
  if (state.attribute !== attribute) setState({ attribute, key: parseSort(attribute) });
  const choose = (key: SortKey) => setState({ attribute, key });
  return [state.key, choose] as const;
}

function SortSelect({ value, onChange }: { value: SortKey; onChange(key: SortKey): void }) {
  const id = useId();
  const t = useListText();
  return (
    <div className="toolbar" part="toolbar">
      <label className="sw-label" htmlFor={id}>
        {t('sortBy')}
      </label>
      <select
        id={id}
        className="sw-select"
        part="sort"
        value={value}
        onChange={(event) => onChange(parseSort(event.target.value))}
      >
        {(Object.keys(SORTS) as SortKey[]).map((key) => (
          <option key={key} value={key}>
            {t(key)}
          </option>
        ))}
      </select>
    </div>
  );
}

type Pages = ReturnType<typeof useProductPages>;

interface GridProps {
  products: Product[];
  skeletons: number;
  productPage?: string | undefined;
  level: number | undefined;
}

function ProductGrid({ products, skeletons, productPage, level }: GridProps) {
  if (skeletons > 0) return <SkeletonGrid count={skeletons} />;
  return (
    <ul className="grid" part="grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} productPage={productPage} level={level} />
        </li>
      ))}
    </ul>
  );
}

/**
 * After a press of "Load more" the focus goes on with the first new card (the button may be gone:
 * the last page), or to Try again when the page failed, never to the page's body.
 */
function useFocusAfterMore(pages: Pages, slot: RefObject<HTMLDivElement | null>, shown: number) {
  const [after, setAfter] = useState<{ from: number; failed: boolean }>();
  // The request's outcome may come before the query's update that shows it (a Try again's
  // request starts outside React's event): wait for what it shows.
  const shows =
    after && (after.failed ? pages.isFetchNextPageError : shown > after.from || !pages.hasNextPage);
  useEffect(() => {
    if (!shows) return;
    setAfter(undefined);
    const card = after.failed
      ? undefined
      : slot.current?.parentElement?.querySelectorAll<HTMLElement>('.grid > li')[after.from];
    // The card itself, read whole: its buttons may not be there yet (they come with its text).
    if (card) card.tabIndex = -1;
    (card ?? slot.current?.querySelector('button'))?.focus();
  }, [shows, after, slot]);
  return setAfter;
}

/** "Load more", or why the next page failed; the slot is there even when empty (see styles). */
function MoreSlot({ pages, shown }: { pages: Pages; shown: number }) {
  const t = useListText();
  const card = useProductText();
  const slot = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterMore(pages, slot, shown);
  const loading = pages.isFetchingNextPage;
  const more = () =>
    void pages
      .fetchNextPage()
      .then((result) => focusAfter({ from: shown, failed: result.isError }));
  return (
    <div className="more" part="more" ref={slot}>
      {pages.isFetchNextPageError ? (
        <ErrorNotice error={pages.error} onRetry={more} />
      ) : pages.hasNextPage ? (
        <button
          type="button"
          className="sw-button sw-button-quiet"
          part="load-more"
          aria-disabled={loading || undefined} // not `disabled`: that drops the focus
          onClick={() => {
            if (!loading) more();
          }}
        >
          {loading ? card('loading') : t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}

function stateOf(error: unknown, pages: Pages, count: number): WidgetState {
  if (error) return 'error';
  if (!pages.data) return 'loading';
  return count ? 'ready' : 'empty';
}

/**
 * A `sort` the list does not know: it shows the store's order, and the owner hears of it (a
 * typo read as the store's order, and nothing said why).
 */
const sortProblem = (sort: string | undefined): WidgetProblem | null =>
  sort !== undefined && parseSort(sort) !== sort
    ? {
        message: `"sort" is "${sort}": use ${Object.keys(SORTS).join(', ')}; the list shows the store's order.`,
        code: 'INVALID_ATTRIBUTE',
      }
    : null;

/** A `page-size` the list cannot take (50.5, 0, 500, "all"): it shows `size` a page, and says so. */
const pageSizeProblem = (pageSize: number | undefined, size: number): WidgetProblem | null =>
  pageSize === undefined || pageSize === size
    ? null
    : {
        message: `"page-size" must be a whole number from 1 to 100; the list shows ${size} a page.`,
        code: 'INVALID_ATTRIBUTE',
      };

/** `<product-list collection-id|collection-slug page-size sort product-page label heading-level>`: a grid of cards, paged. */
export function ProductList(props: ProductListProps) {
  const { collectionId, collectionSlug, pageSize, sort, label } = props;
  const { host } = useHost();
  useLayoutEffect(() => addStyles(host.shadowRoot, listViewCss), [host]); // before it paints
  const productPage = useProductPage(props.productPage);
  const { locale } = useSiteConfig();
  const t = useListText();
  const size = pageSizeOf(pageSize);
  const [sortKey, setSortKey] = useSort(sort);
  const collection = useCollectionId({ collectionId, collectionSlug });
  const pages = useProductPages({
    collectionId: collection.id,
    enabled: collection.ready,
    sort: sortKey,
    pageSize: size,
  });
  const products = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total;
  const error = collection.error ?? (pages.data ? null : pages.error);
  const failed = error && problemOf(error);
  // A 400 on the collection's own read: its id refused as malformed (no retry changes it).
  const problem =
    failed && (collection.error as { status?: number } | null)?.status === 400
      ? { ...failed, code: 'INVALID_ATTRIBUTE' as const }
      : failed;
  // Retrying cannot find a collection that is not there.
  const retry = problem?.code ? undefined : collection.error ? collection.retry : pages.refetch;
  const state = stateOf(error, pages, products.length);
  const gone =
    state === 'error' && (problem?.code === 'NOT_FOUND' || problem?.code === 'INVALID_ATTRIBUTE');
  useHostState(state);
  useReportProblem(problem);
  useReportProblem(sortProblem(sort));
  useReportProblem(pageSizeProblem(pageSize, size));

  return (
    <section
      className="list"
      part="list"
      // Two lists on one page must not be two landmarks both called "Products".
      aria-label={
        label ||
        ('name' in collection && collection.name
          ? t('productsOf', { name: collection.name })
          : t('products'))
      }
      aria-busy={pages.isFetching}
    >
      {/* Nothing to sort: an unknown collection, or one with no products. A failed read keeps
          it, as the visitor may be on it, having just chosen the sort that failed. */}
      {gone || state === 'empty' ? null : <SortSelect value={sortKey} onChange={setSortKey} />}
      {/* No such collection, or an id that cannot name one: the owner's detail went with
          widget-error. */}
      {gone ? (
        <Notice tone="error">{t('noCollection')}</Notice>
      ) : state === 'error' ? (
        <ErrorNotice error={error} onRetry={retry && (() => void retry())} />
      ) : null}
      {state === 'empty' ? <Notice>{t('noProducts')}</Notice> : null}
      {state === 'loading' || state === 'ready' ? (
        <ProductGrid
          products={products}
          skeletons={state === 'loading' ? size : 0}
          productPage={productPage}
          level={props.headingLevel}
        />
      ) : null}
      {/* Its empty slot keeps a loading list's box; under an error or "no products" it is a gap. */}
      {state === 'loading' || state === 'ready' ? (
        <MoreSlot pages={pages} shown={products.length} />
      ) : null}
      <LiveRegion
        message={
          state === 'ready' && total !== undefined
            ? t('showing', {
                n: formatNumber(products.length, locale),
                total: formatNumber(total, locale),
              })
            : ''
        }
      />
    </section>
  );
}
