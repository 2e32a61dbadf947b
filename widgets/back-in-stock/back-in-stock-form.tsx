import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApplicationError, isValidationError, type Product } from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { useMember } from '../../shared/data/member';
import { useBackInStockRequest } from '../../shared/data/back-in-stock';
import { dispatchWidgetEvent } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import {
  isEmail,
  itemDetailsOf,
  itemNameOf,
  readRemembered,
  storageKey,
  writeRemembered,
  type Remembered,
} from './stock';
import { useBackInStockText } from './text';

export interface BackInStockFormProps {
  product: Product;
  variantId?: string | undefined;
}

/** The platform's answer when this email already waits for this item. */
const ALREADY_EXISTS = 'REQUEST_ALREADY_EXISTS';

/**
 * "Tell me when it's back": an email field and a Notify me button for an out-of-stock product
 * or variant. Product cards and details can render it directly; `<back-in-stock>` wraps it.
 * The confirmation is remembered per site, product and variant in this browser.
 */
export function BackInStockForm({ product, variantId }: BackInStockFormProps) {
  const { clientId } = useSiteConfig();
  const key = storageKey(clientId, product.id, variantId);
  return <RequestForm key={key} storageKey={key} product={product} variantId={variantId} />;
}

function RequestForm({
  product,
  variantId,
  storageKey: key,
}: BackInStockFormProps & { storageKey: string }) {
  // useMember loads a signed-in member's email even on a page without a login widget.
  const memberEmail = useMember().member?.email;
  const [remembered, setRemembered] = useState<Remembered | null>(() => readRemembered(key));
  const [email, setEmail] = useState(memberEmail ?? '');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const t = useBackInStockText();
  const ids = useId();

  // A member who logs in after the form appeared gets their email, unless something was typed.
  useEffect(() => {
    if (memberEmail && !touched) setEmail(memberEmail);
  }, [memberEmail, touched]);

  const item = { product, variantId, details: itemDetailsOf(product, variantId) };
  const request = useBackInStockRequest(item, {
    onSuccess: (_answer, address) => {
      const done = { email: address };
      writeRemembered(key, done);
      setRemembered(done);
      if (formRef.current) {
        dispatchWidgetEvent(formRef.current, 'back-in-stock-requested', {
          productId: product.id,
          ...(variantId ? { variantId } : {}),
          email: address,
        });
      }
    },
    onError: (error, address) => {
      if (isApplicationError(error) && error.code === ALREADY_EXISTS) {
        const done = { email: address, already: true };
        writeRemembered(key, done);
        setRemembered(done);
        return;
      }
      const violation = isValidationError(error)
        ? error.violations.find((v) => /email/i.test(v.field))
        : undefined;
      if (violation) setFieldError(capitalise(violation.description));
    },
  });

  if (remembered) {
    return (
      <div className="bis-done" part="back-in-stock">
        <Notice tone="success">
          {remembered.already
            ? t('already')
            : t('thanks', { email: remembered.email, name: itemNameOf(product, variantId) })}
        </Notice>
        <button
          type="button"
          className="sw-button sw-button-quiet"
          part="back-in-stock-reset"
          onClick={() => {
            writeRemembered(key, null);
            setRemembered(null);
            request.reset();
          }}
        >
          {t('otherEmail')}
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setFieldError(t(address ? 'invalidEmail' : 'noEmail'));
      return;
    }
    setFieldError('');
    request.mutate(address);
  };

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const otherError =
    request.isError &&
    !fieldError &&
    !(isApplicationError(request.error) && request.error.code === ALREADY_EXISTS);
  return (
    <form ref={formRef} className="bis" part="back-in-stock" noValidate onSubmit={onSubmit}>
      <p className="bis-title" id={hintId}>
        {t('title', { name: itemNameOf(product, variantId) })}
      </p>
      <label className="sw-label" htmlFor={`${ids}-email`}>
        {t('email')}
      </label>
      <div className="bis-row">
        <input
          id={`${ids}-email`}
          className="sw-input"
          part="back-in-stock-email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setTouched(true);
            setEmail(event.target.value);
            if (fieldError) setFieldError('');
          }}
        />
        <button
          type="submit"
          className="sw-button"
          part="back-in-stock-button"
          disabled={request.isPending}
          aria-busy={request.isPending}
        >
          {t(request.isPending ? 'sending' : 'notifyMe')}
        </button>
      </div>
      {fieldError ? (
        <p className="sw-field-error" id={errorId} part="back-in-stock-error">
          {fieldError}
        </p>
      ) : null}
      {otherError ? <ErrorNotice error={request.error} /> : null}
    </form>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
