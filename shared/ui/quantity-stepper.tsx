import { useSharedText } from './messages.text';

interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** What the quantity is of, for screen readers: "Quantity of Tour T-shirt". */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Off where the widget announces the change itself (the cart), so it is heard once. */
  liveValue?: boolean;
}

/**
 * − value +. At a limit, or while a change is under way, a button is `aria-disabled` rather than
 * `disabled`: a disabled button drops the keyboard focus to the page body, so pressing + twice
 * or − down to 1 would lose the visitor's place.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  disabled,
  liveValue = true,
}: QuantityStepperProps) {
  const t = useSharedText();
  const step = (to: number, blocked: boolean) => ({
    'aria-disabled': blocked || undefined,
    onClick: () => {
      if (!blocked) onChange(to);
    },
  });
  return (
    <span className="sw-stepper" role="group" aria-label={label} part="stepper">
      <button
        type="button"
        aria-label={t('decrease')}
        {...step(value - 1, !!disabled || value <= min)}
      >
        −
      </button>
      <output aria-live={liveValue ? 'polite' : undefined}>{value}</output>
      <button
        type="button"
        aria-label={t('increase')}
        {...step(value + 1, !!disabled || value >= max)}
      >
        +
      </button>
    </span>
  );
}
