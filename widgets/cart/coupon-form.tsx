import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApplicationError, isValidationError, type Cart } from '../../shared/client';
import { messageOf, useSharedText, type Translate } from '../../shared/ui';
import { useFieldErrors, type DescribeViolation } from '../../shared/ui/field-errors.text';
import { useApplyCoupon, useRemoveCoupon } from './cart-changes';
import { couponCodeOf, linesOf } from './cart-lines';
import { useCouponText, type CouponKey } from './coupon.text';
import { useLatestError } from './latest-error';
import { usePanelText } from './panel.text';

interface CouponProps {
  cart: Cart;
  announce(message: string): void;
  /** Says `message` as the cart empties, taking the focus the coupon field loses with it. */
  onEmptied(message: string): void;
}

interface SideProps {
  announce(message: string): void;
  /** Take the focus on arrival: the visitor's apply or remove replaced the other side. */
  focusOnMount: boolean;
}

/**
 * The applied coupon with a Remove button, or the field to apply one. Applying swaps the field
 * for the Remove button and removing swaps it back, so the focus moves across with the visitor
 * (it would otherwise fall to the page's body with the button that had it).
 */
export function CouponForm({ cart, announce, onEmptied }: CouponProps) {
  const applied = couponCodeOf(cart);
  // Set once the code has changed here: from then on each side that appears takes the focus.
  const [seen, setSeen] = useState({ applied, swapped: false });
  if (seen.applied !== applied) setSeen({ applied, swapped: true });
  const focusOnMount = seen.swapped || seen.applied !== applied;
  return (
    <div className="coupon" part="coupon">
      {applied ? (
        <AppliedCoupon code={applied} announce={announce} focusOnMount={focusOnMount} />
      ) : (
        <CouponField announce={announce} onEmptied={onEmptied} focusOnMount={focusOnMount} />
      )}
    </div>
  );
}

/** Focuses the element once on mount when asked to. */
function useFocusOnMount<T extends HTMLElement>(focusOnMount: boolean) {
  const ref = useRef<T>(null);
  const asked = useRef(focusOnMount);
  useEffect(() => {
    if (asked.current) ref.current?.focus();
  }, []);
  return ref;
}

function CouponField({
  announce,
  onEmptied,
  focusOnMount,
}: SideProps & Pick<CouponProps, 'onEmptied'>) {
  const apply = useApplyCoupon();
  const t = useCouponText();
  const shared = useSharedText();
  const describe = useFieldErrors();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();
  const trimmed = code.trim();
  const input = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const error = useLatestError(apply);
  // A refused code takes the focus back to its field, where the fix is (and its error is read).
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error, input]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || apply.isPending) return;
    apply.mutate(trimmed, {
      // The server may normalise the code (save10 -> SAVE10): say what it applied. Not to a
      // cart without items (the visitor's expired with a visit the platform forgot, and the
      // code went to the new visitor's): no discount to be had, and the cart is empty now.
      onSuccess: ({ cart }) => {
        const code = (cart && couponCodeOf(cart)) ?? trimmed;
        if (cart && linesOf(cart).length) announce(t('couponApplied', { code }));
        else onEmptied(t('couponNoItems', { code }));
      },
    });
  };

  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <label className="sw-label" htmlFor={inputId}>
        {t('couponCode')}
      </label>
      <div className="coupon-row">
        <input
          ref={input}
          id={inputId}
          className="sw-input"
          part="coupon-input"
          value={code}
          autoComplete="off"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
        />
        <button
          type="submit"
          className="sw-button sw-button-quiet"
          part="coupon-button"
          aria-disabled={!trimmed || apply.isPending || undefined} // `disabled` drops the focus
          aria-busy={apply.isPending}
        >
          {t(apply.isPending ? 'applying' : 'apply')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="sw-field-error" role="alert">
          {refusalOf(error, apply.variables ?? trimmed, t) ??
            violationOf(error, t('couponCode'), describe) ??
            messageOf(error, shared)}
        </p>
      ) : null}
    </form>
  );
}

function AppliedCoupon({ code, announce, focusOnMount }: SideProps & { code: string }) {
  const remove = useRemoveCoupon();
  const button = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const error = useLatestError(remove);
  const t = useCouponText();
  const cart = usePanelText();
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
          ref={button}
          aria-label={t('removeCoupon', { code })}
          aria-disabled={remove.isPending || undefined}
          onClick={() =>
            remove.isPending ||
            remove.mutate(undefined, { onSuccess: () => announce(t('couponRemoved', { code })) })
          }
        >
          {cart('remove')}
        </button>
      </div>
      {error ? (
        <p className="sw-field-error" role="alert">
          {messageOf(error, shared)}
        </p>
      ) : null}
    </>
  );
}

/** The platform refusing the code's form (too long, say), in words of ours naming the field. */
function violationOf(error: Error, label: string, describe: DescribeViolation) {
  const [violation] = isValidationError(error) ? error.violations : [];
  return violation && describe(violation, label);
}

/**
 * The platform refusing the code, in the page's language: its own reason is English. Failures
 * on its side, throttling and lost connections read as everywhere else (undefined here).
 */
function refusalOf(error: Error, code: string, t: Translate<CouponKey>): string | undefined {
  if (!isApplicationError(error) || (error.status ?? 400) >= 500 || error.status === 429) return;
  return t(error.code.endsWith('DOES_NOT_EXIST') ? 'couponUnknown' : 'couponRefused', { code });
}
