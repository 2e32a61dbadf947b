import { defineMessages } from './i18n';

/**
 * The stepper's words: they come with it (its own chunk, German included), not with the shared
 * text every widget loads up front.
 */
const en = {
  quantityOf: 'Quantity of {name}',
  decrease: 'Decrease quantity of {name}',
  increase: 'Increase quantity of {name}',
};

export type StepperKey = keyof typeof en;

export const useStepperText = defineMessages(en, {
  de: () => import('./quantity-stepper.text.de'),
});
