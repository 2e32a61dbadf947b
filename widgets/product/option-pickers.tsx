import { useId } from 'react';
import type { Product } from '../../shared/client';
import { cssColour, type Translate } from '../../shared/ui';
import { useDetailsText, type DetailsKey } from './details.text';
import { choiceAvailable } from './choices';
import { optionsOf, type Choice, type ProductOption, type Selection } from './variant';

interface PickerProps {
  product: Product;
  option: ProductOption;
  selection: Selection;
  onChange(name: string, value: string): void;
}

const nameOf = (choice: Choice) => choice.description || choice.value;

const available = (props: PickerProps, choice: Choice) =>
  choiceAvailable(props.product, props.selection, props.option.name, choice);

/** "M" or "M (out of stock)", given what else is chosen. */
const choiceLabel = (props: PickerProps, choice: Choice, t: Translate<DetailsKey>) =>
  available(props, choice) ? nameOf(choice) : t('choiceOut', { name: nameOf(choice) });

function DropDownPicker(props: PickerProps) {
  const { option, selection, onChange } = props;
  const id = useId();
  const t = useDetailsText();
  return (
    <div className="option" part="option">
      <label className="sw-label" htmlFor={id}>
        {option.name}
      </label>
      <select
        id={id}
        className="sw-select"
        value={selection[option.name] ?? ''}
        onChange={(event) => onChange(option.name, event.target.value)}
      >
        <option value="" disabled>
          {t('chooseA', { option: option.name })}
        </option>
        {option.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choiceLabel(props, choice, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Colour options: `choice.value` is the colour, `description` its name. Native radios give arrow keys. */
function SwatchPicker(props: PickerProps) {
  const { option, selection, onChange } = props;
  const group = useId();
  const t = useDetailsText();
  const chosen = option.choices.find((choice) => choice.value === selection[option.name]);
  return (
    <fieldset className="option swatches" part="option">
      <legend className="sw-label">
        {option.name}
        {chosen ? `: ${nameOf(chosen)}` : null}
      </legend>
      {option.choices.map((choice) => {
        const label = choiceLabel(props, choice, t);
        return (
          <label
            key={choice.value}
            className="swatch"
            part="swatch"
            title={label}
            data-out-of-stock={available(props, choice) ? undefined : ''}
          >
            <input
              type="radio"
              className="sw-visually-hidden"
              name={group}
              value={choice.value}
              checked={choice.value === selection[option.name]}
              onChange={() => onChange(option.name, choice.value)}
            />
            <span
              className="swatch-colour"
              style={{ backgroundColor: cssColour(choice.value) }}
              aria-hidden
            />
            <span className="sw-visually-hidden">{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** One picker per option: swatches for colours, a drop-down for everything else. */
export function OptionPickers(props: Omit<PickerProps, 'option'>) {
  return optionsOf(props.product).map((option) =>
    option.optionType === 'color' ? (
      <SwatchPicker key={option.name} {...props} option={option} />
    ) : (
      <DropDownPicker key={option.name} {...props} option={option} />
    ),
  );
}
