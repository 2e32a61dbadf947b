import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../shared/client';
import { messageOf, useSharedText } from '../../shared/ui';
import { useApplyCoupon, useRemoveCoupon } from './cart-changes';
import { couponCodeOf } from './cart-lines';
import { useCartText } from './text';

interface CouponProps {
  cart: Cart;
  announce(message: string): void;
}

/** The applied coupon with a Remove button, or the field to apply one. */
export function CouponForm({ cart, announce }: CouponProps) {
  const applied = couponCodeOf(cart);
  return (
    <div className="coupon" part="coupon">
      {applied ? (
        <AppliedCoupon code={applied} announce={announce} />
      ) : (
        <CouponField announce={announce} />
      )}
    </div>
  );
}

function CouponField({ announce }: { announce(message: string): void }) {
  const apply = useApplyCoupon();
  const t = useCartText();
  const shared = useSharedText();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const trimmed = code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || apply.isPending) return;
    apply.mutate(trimmed, {
      // The server may normalise the code (save10 -> SAVE10): say what it applied.
      onSuccess: ({ cart }) =>
        announce(t('couponApplied', { code: (cart && couponCodeOf(cart)) ?? trimmed })),
    });
  };

  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <label className="sw-label" htmlFor={inputId}>
        {t('couponCode')}
      </label>
      <div className="coupon-row">
        <input
          id={inputId}
          className="sw-input"
          part="coupon-input"
          value={code}
          autoComplete="off"
          aria-invalid={apply.isError}
          aria-describedby={apply.isError ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
        />
        <button
          type="submit"
          className="sw-button sw-button-quiet"
          part="coupon-button"
          disabled={!trimmed || apply.isPending}
          aria-busy={apply.isPending}
        >
          {t(apply.isPending ? 'applying' : 'apply')}
        </button>
      </div>
      {apply.isError ? (
        <p id={errorId} className="sw-field-error" role="alert">
          {messageOf(apply.error, shared)}
        </p>
      ) : null}
    </form>
  );
}

function AppliedCoupon({ code, announce }: { code: string; announce(message: string): void }) {
  const remove = useRemoveCoupon();
  const t = useCartText();
  const shared = useSharedText();
  return (
    <>
      <div className="coupon-row">
        <span className="coupon-applied" part="coupon-applied">
          {t('coupon')} <strong>{code}</strong> {t('applied')}
        </span>
        <button
          type="button"
          className="sw-button sw-button-quiet"
          part="coupon-remove"
          aria-label={t('removeCoupon', { code })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, { onSuccess: () => announce(t('couponRemoved', { code })) })
          }
        >
          {t('remove')}
        </button>
      </div>
      {remove.isError ? (
        <p className="sw-field-error" role="alert">
          {messageOf(remove.error, shared)}
        </p>
      ) : null}
    </>
  );
}
