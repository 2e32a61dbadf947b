import { cssColour } from '../../shared/ui';
import type { CartLine } from './cart-lines';

/** The chosen options of a line ("Size: M", "Colour: ● Navy"). */
export function LineOptions({ line }: { line: CartLine }) {
  const options = line.descriptionLines ?? [];
  if (options.length === 0) return null;
  return (
    <dl className="line-options" part="line-options">
      {options.map((option, index) => (
        <div key={index}>
          <dt>{option.name?.original}</dt>
          <dd>
            {option.colorInfo ? (
              <>
                <span
                  className="swatch"
                  aria-hidden
                  style={{ background: cssColour(option.colorInfo.code) ?? 'transparent' }}
                />
                {option.colorInfo.original}
              </>
            ) : (
              option.plainText?.original
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
