import { Money } from '../../shared/ui';
import { useProductText } from './text';
import type { PriceInfo } from './variant';

const isDiscounted = ({ price, discountedPrice }: PriceInfo) =>
  price !== undefined && discountedPrice !== undefined && discountedPrice < price;

/** The price to pay, with the original struck through when the product is discounted. */
export function Price({ price }: { price: PriceInfo | undefined }) {
  const t = useProductText();
  if (!price) return <p className="price" part="price" />;
  const { currency } = price;
  const from = price.from && t('priceFrom');
  if (!isDiscounted(price)) {
    return (
      <p className="price" part="price">
        {from}
        <Money amount={price.discountedPrice ?? price.price} currency={currency} />
      </p>
    );
  }
  return (
    <p className="price" part="price">
      {from}
      <s className="original-price" part="original-price">
        <span className="sw-visually-hidden">{t('originalPrice')}</span>
        <Money amount={price.price} currency={currency} />
      </s>{' '}
      <span className="sale-price" part="sale-price">
        <span className="sw-visually-hidden">{t('salePrice')}</span>
        <Money amount={price.discountedPrice} currency={currency} />
      </span>
    </p>
  );
}
