import { useStepperText } from './quantity-stepper.text';

interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /**
   * What the quantity is of, for screen readers: the group is "Quantity of Tour T-shirt" and its
   * buttons "Increase quantity of Tour T-shirt", told apart from the page's other steppers.
   */
  name: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Off where the widget announces the change itself (the cart), so it is heard once. */
  liveValue?: boolean;
  /** The id of the sentence saying what is wrong with this quantity: marks the group invalid. */
  errorId?: string | undefined;
}

/**
 * − value +. At a limit, or while a change is under way, a button is `aria-disabled` rather than
 * `disabled`: a disabled button drops the keyboard focus to the page body, so pressing + twice
 * or − down to 1 would lose the visitor's place.
 */
export function QuantityStepper({
  value,
  onChange,
  name,
  min = 1,
  max = 99,
  disabled,
  liveValue = true,
  errorId,
}: QuantityStepperProps) {
  const t = useStepperText();
  const step = (to: number, blocked: boolean) => ({
    'aria-disabled': blocked || undefined,
    onClick: () => {
      if (!blocked) onChange(to);
    },
  });
  return (
    <span
      className="sw-stepper"
      role="group"
      aria-label={t('quantityOf', { name })}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      part="stepper"
    >
      <button
        type="button"
        aria-label={t('decrease', { name })}
        {...step(value - 1, !!disabled || value <= min)}
      >
        −
      </button>
      {/* An output is a polite live region of itself: "off" where the caller says the change. */}
      <output aria-live={liveValue ? 'polite' : 'off'}>{value}</output>
      <button
        type="button"
        aria-label={t('increase', { name })}
        {...step(value + 1, !!disabled || value >= max)}
      >
        +
      </button>
    </span>
  );
}
