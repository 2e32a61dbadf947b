import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApplicationError, isValidationError, type Product } from '../../shared/client';
import { isLoggedIn, useSession, useSiteConfig } from '../../shared/data';
import { useBackInStockRequest } from '../../shared/data/back-in-stock';
import { dispatchWidgetEvent } from '../../shared/element';
import { ErrorNotice, Notice } from '../../shared/ui';
import { lazyPart } from '../../shared/element/lazy-part';
import {
  isEmail,
  itemDetailsOf,
  itemNameOf,
  onShared,
  readRemembered,
  share,
  storageKey,
  writeRemembered,
  type Remembered,
} from './stock';
import { useBackInStockText } from './text';

export interface BackInStockFormProps {
  product: Product;
  variantId?: string | undefined;
  /** Focus the email field at once: the visitor just asked for the form. */
  autoFocus?: boolean | undefined;
}

/** The platform's answer when this email already waits for this item. */
const ALREADY_EXISTS = 'BACK_IN_STOCK_NOTIFICATION_REQUEST_ALREADY_EXISTS';

/** Only a signed-in member's form needs the member code (login's chunk has it at once). */
const LoadMember = lazyPart(() => import('./load-member').then((module) => module.default));

/** The platform's refusal of the email, if that is what it refused. */
const emailViolationOf = (error: unknown) =>
  isValidationError(error) ? error.violations.find((v) => /email/i.test(v.field)) : undefined;

/**
 * "Tell me when it's back": an email field and a Notify me button for an out-of-stock product
 * or variant. Product cards and details can render it directly; `<back-in-stock>` wraps it.
 * The confirmation is remembered per site, product and variant in this browser.
 */
export function BackInStockForm(props: BackInStockFormProps) {
  const key = storageKey(useSiteConfig(), props.product.id, props.variantId);
  return <RequestForm key={key} storageKey={key} {...props} />;
}

function RequestForm({
  product,
  variantId,
  autoFocus,
  storageKey: key,
}: BackInStockFormProps & { storageKey: string }) {
  // LoadMember (below) loads a signed-in member even on a page without a login widget.
  const loggedIn = useSession(isLoggedIn);
  const member = useSession((state) => (isLoggedIn(state) ? state.member : null));
  const memberEmail = member?.email;
  // A member's confirmation names their email: only they see it. Signed out, or another member
  // signed in at this browser (who the tokens name is known once the member has loaded), it is
  // forgotten.
  const forget = (done: Remembered | null) => {
    if (!done?.member || (loggedIn && (!member || done.member === member.id))) return done;
    writeRemembered(key, null);
    return null;
  };
  const [remembered, setRemembered] = useState(() => forget(readRemembered(key)));
  // Not this member's, now they have loaded (by LoadMember below on a page without a login
  // widget): forgotten, and the form shown.
  const notTheirs = !!remembered?.member && remembered.member !== member?.id;
  useEffect(() => {
    if (notTheirs && member) setRemembered(forget);
  }, [notTheirs, member]);
  const [email, setEmail] = useState(memberEmail ?? '');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState('');
  // Counts the field's errors: each is a new alert, said even when the words are the same.
  const [errors, setErrors] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form and its confirmation replace each other at the visitor's hand, focus moves to
  // the one now shown, so a keyboard user is not sent back to the top of the page.
  const moveFocus = useRef(autoFocus);
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const t = useBackInStockText();
  const { locale } = useSiteConfig();
  const ids = useId();

  useEffect(() => {
    if (moveFocus.current) (remembered ? doneRef : emailRef).current?.focus();
    moveFocus.current = false;
  }, [remembered]);

  // A member who logs in after the form appeared gets their email, unless something was typed.
  useEffect(() => {
    if (memberEmail && !touched) setEmail(memberEmail);
  }, [memberEmail, touched]);

  // Signing out (here or in another tab) takes the member's email off the form and out of its
  // confirmation. Only on the change: on mount, the state above already starts signed out.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) {
      setEmail('');
      setTouched(false);
      setRemembered(forget);
    }
    wasLoggedIn.current = loggedIn;
  }, [loggedIn]);

  /** The email's error, said aloud, with the focus on the field to fix. */
  const refuse = (message: string) => {
    setFieldError(message);
    setErrors((n) => n + 1);
    emailRef.current?.focus();
  };
  const show = (done: Remembered | null) => {
    moveFocus.current = true;
    share(key, done);
  };
  useEffect(() => onShared((shared, done) => shared === key && setRemembered(done)), [key]);
  const item = { product, variantId, details: itemDetailsOf(product, variantId) };
  const request = useBackInStockRequest(item, {
    onSuccess: (_answer, address) => {
      show({ email: address, ...(loggedIn && { member: member?.id ?? true }) });
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
        show({ email: address, already: true, ...(loggedIn && { member: member?.id ?? true }) });
        return;
      }
      const violation = emailViolationOf(error);
      // In words of ours and the page's language: the platform's are English. Not with the
      // family's first load: only a refused request needs the sentences.
      if (violation)
        void import('../../shared/ui/field-errors.text')
          .then(({ fieldErrorsIn }) => fieldErrorsIn(locale))
          .then(
            (describe) => refuse(describe(violation, t('email'))),
            () => refuse(t('invalidEmail')),
          );
    },
  });

  // Whose it is is not known yet: nothing of it is shown until it is.
  if (notTheirs)
    return loggedIn ? (
      <Suspense fallback={null}>
        <LoadMember />
      </Suspense>
    ) : null;
  if (remembered) {
    return (
      <div className="bis-done" part="back-in-stock" ref={doneRef} tabIndex={-1}>
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
            show(null);
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
      refuse(t(address ? 'invalidEmail' : 'noEmail'));
      return;
    }
    setFieldError('');
    request.mutate(address);
  };

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  // The email's own refusal shows by the field, once its sentence has loaded: no notice meanwhile.
  const otherError =
    request.isError &&
    !fieldError &&
    !emailViolationOf(request.error) &&
    !(isApplicationError(request.error) && request.error.code === ALREADY_EXISTS);
  return (
    <form ref={formRef} className="bis" part="back-in-stock" noValidate onSubmit={onSubmit}>
      {loggedIn ? (
        <Suspense fallback={null}>
          <LoadMember />
        </Suspense>
      ) : null}
      <p className="bis-title" id={hintId}>
        {t('title', { name: itemNameOf(product, variantId) })}
      </p>
      <label className="sw-label" htmlFor={`${ids}-email`}>
        {t('email')}
      </label>
      <div className="bis-row">
        <input
          id={`${ids}-email`}
          ref={emailRef}
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
        {fieldError ? (
          <p
            key={errors}
            className="sw-field-error"
            id={errorId}
            part="back-in-stock-error"
            role="alert"
          >
            {fieldError}
          </p>
        ) : null}
        <button
          type="submit"
          className="sw-button"
          part="back-in-stock-button"
          aria-disabled={request.isPending || undefined} // not `disabled`: that drops the focus
          aria-busy={request.isPending}
        >
          {t(request.isPending ? 'sending' : 'notifyMe')}
        </button>
      </div>
      {otherError ? <ErrorNotice error={request.error} /> : null}
    </form>
  );
}
