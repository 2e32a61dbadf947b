import { useSharedText } from './messages.text';

interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** What the quantity is of, for screen readers: "Quantity of Tour T-shirt". */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
}

export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  disabled,
}: QuantityStepperProps) {
  const t = useSharedText();
  return (
    <span className="sw-stepper" role="group" aria-label={label} part="stepper">
      <button
        type="button"
        aria-label={t('decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        aria-label={t('increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
