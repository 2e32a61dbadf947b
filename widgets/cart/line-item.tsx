import { productPageUrl, useSiteConfig } from '../../shared/data';
import {
  ErrorNotice,
  formatNumber,
  loadAgainOnline,
  Money,
  QuantityStepper,
} from '../../shared/ui';
import { useRemoveLine, useUpdateQuantity } from './cart-changes';
import { nameOf, productOf, type CartLine } from './cart-lines';
import { useLatestError } from './latest-error';
import { LineOptions } from './line-options';
import { lineTotal } from './line-total';
import { useQueuedQuantity } from './queued-quantity';
import { usePanelText } from './panel.text';

interface LineItemProps {
  line: CartLine;
  currency: string | undefined;
  announce(message: string): void;
  /** Called once the server has removed the line (the row is about to go away). */
  onRemoved(name: string): void;
}

const MAX_QUANTITY = 99;
const NO_FAILURE = { error: null, submittedAt: 0 };

export function LineItem({ line, currency, announce, onRemoved }: LineItemProps) {
  const update = useUpdateQuantity();
  const remove = useRemoveLine();
  const t = usePanelText();
  const { locale } = useSiteConfig();
  const name = nameOf(line) ?? t('item');
  const [quantity, changeQuantity, sending, failure] = useQueuedQuantity(line, update, (held) =>
    announce(t('quantityUpdated', { name, quantity: formatNumber(held, locale) })),
  );
  const error = useLatestError(update, remove, failure ?? NO_FAILURE);
  // A change sent from this line before the drawer last closed is under way too.
  const busy = sending || update.isPending || remove.isPending;
  const removeLine = () => {
    if (busy) return;
    remove.mutate(line.id, { onSuccess: () => onRemoved(name) });
  };

  return (
    <li className="line" part="line-item" aria-busy={busy}>
      <LineImage line={line} />
      <div className="line-main">
        <LineName line={line} name={name} />
        <LineOptions line={line} />
        <Availability line={line} />
        <LinePrice line={line} currency={currency} />
      </div>
      <div className="line-actions">
        {/* Pressed while a change is under way, it counts (see useQueuedQuantity). */}
        <QuantityStepper
          value={quantity}
          onChange={changeQuantity}
          name={name}
          max={Math.max(line.quantity, line.availability?.quantityAvailable ?? MAX_QUANTITY)}
          disabled={remove.isPending}
          liveValue={false}
        />
        <button
          type="button"
          className="sw-button sw-button-quiet remove"
          part="remove-button"
          aria-label={t('removeLine', { name })}
          aria-disabled={busy || undefined} // not `disabled`: that drops the focus to the body
          onClick={removeLine}
        >
          {t('remove')}
        </button>
      </div>
      {error ? (
        <div className="line-error">
          <ErrorNotice error={error} />
        </div>
      ) : null}
    </li>
  );
}

function LineImage({ line }: { line: CartLine }) {
  // The placeholder keeps the row's shape for lines without an image (custom lines).
  if (!line.image?.url) return <span className="line-image" part="line-image" aria-hidden />;
  return (
    <img
      className="line-image"
      part="line-image"
      src={line.image.url}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      onError={loadAgainOnline}
    />
  );
}

/** The name links to the product's page on this site, when the site has one (`product-page`). */
function LineName({ line, name }: { line: CartLine; name: string }) {
  const { productPage } = useSiteConfig();
  const product = productOf(line);
  const href = product && productPageUrl(productPage, product);
  return (
    <p className="line-name" part="line-name">
      {href ? <a href={href}>{name}</a> : name}
    </p>
  );
}

/**
 * The line's price: for more than one, what they cost together, with one's price under it (a
 * stepper at 3 beside "$12.00" read as $12.00 for the three).
 */
function LinePrice({ line, currency }: { line: CartLine; currency: string | undefined }) {
  const t = usePanelText();
  const unit = (
    <>
      <Money amount={line.price?.amount} currency={currency} />
      <FullPrice line={line} currency={currency} />
    </>
  );
  if (line.quantity < 2) {
    return (
      <>
        <div className="line-price" part="line-price">
          {unit}
        </div>
        {/* Where the stepper sits under the prices (a phone), the line the unit price takes
            from two on is kept empty: the stepper stays under the visitor's finger. */}
        <div className="line-unit-price line-spacer" aria-hidden>
          {t('each')}
        </div>
      </>
    );
  }
  return (
    <>
      <div className="line-price" part="line-price">
        <Money amount={lineTotal(line)} currency={currency} />
      </div>
      <div className="line-unit-price" part="line-unit-price">
        {unit}
        <span>{t('each')}</span>
      </div>
    </>
  );
}

/** The price before a sale, struck through, when it is higher. */
function FullPrice({ line, currency }: { line: CartLine; currency: string | undefined }) {
  const t = usePanelText();
  const full = Number(line.fullPrice?.amount);
  if (!(full > Number(line.price?.amount))) return null;
  return (
    <s className="line-full-price">
      <span className="sw-visually-hidden">{t('was')}</span>
      <Money amount={full} currency={currency} />
    </s>
  );
}

/** Stock that shrank since the item was added: checkout would refuse it, so say so here. */
function Availability({ line }: { line: CartLine }) {
  const t = usePanelText();
  const { locale } = useSiteConfig();
  const status = line.availability?.status;
  if (!status || status === 'AVAILABLE') return null;
  const left = line.availability?.quantityAvailable ?? 0;
  return (
    <p className="line-availability" part="line-availability">
      {left > 0 ? t('fewLeft', { count: formatNumber(left, locale) }) : t('gone')}
    </p>
  );
}
