import type { FieldErrorKey } from './field-errors.text';

const de: Record<FieldErrorKey, string> = {
  required: '{field} ist ein Pflichtfeld.',
  email:
    '{field}: Bitte geben Sie eine Adresse an, die E-Mails empfangen kann, z. B. name@example.com.',
  choice: '{field}: Bitte wählen Sie eine der Optionen.',
  tooShort: '{field} ist zu kurz.',
  tooLong: '{field} ist zu lang.',
  tooSmall: '{field}: Bitte geben Sie einen größeren Wert ein.',
  tooLarge: '{field}: Bitte geben Sie einen kleineren Wert ein.',
  tooFew: '{field}: Bitte wählen Sie mehr aus.',
  tooMany: '{field}: Bitte wählen Sie weniger aus.',
  format: '{field} hat nicht das erwartete Format.',
  notAllowed: '{field} kann hier nicht angegeben werden.',
  check: '{field}: Bitte prüfen Sie diese Angabe.',
};

export default de;
