import type { StepperKey } from './quantity-stepper.text';

const de: Record<StepperKey, string> = {
  quantityOf: 'Menge von {name}',
  decrease: 'Menge von {name} verringern',
  increase: 'Menge von {name} erhöhen',
};

export default de;
