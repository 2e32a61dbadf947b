import { languageOf } from './i18n';

/**
 * The platform's field violations as sentences in the page's language, for forms on the first
 * load: the tables are fetched only once the platform refuses one (byte budget, DESIGN.md §7).
 */
export const loadFieldErrors = (locale: string) =>
  import('./field-errors.text').then((module) => module.fieldErrorsIn(languageOf(locale)));
