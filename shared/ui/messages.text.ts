import { defineMessages, languageOf, translator } from './i18n';
import { useSiteLocale } from './locale';

const en = {
  tryAgain: 'Try again',
  checkInput: 'Please check what you entered.',
  // No answer at all: offline, or the request blocked (a CSP, a firewall), which reads the same.
  offline: 'We could not connect. Check your connection and try again.',
  timedOut: 'This is taking too long to answer. Please try again.',
  ourSide: 'Something went wrong on our side. Please try again.',
  failed: 'Something went wrong. Please try again.',
  crashed: 'This part of the page could not be shown. Please reload the page.',
  refusedNavigation: 'This page could not be opened safely. Please let the site owner know.',
  // The platform knows no such client id: the site's setup, which trying again cannot change.
  notSetUp: 'This is not available on this site yet. Please let the site owner know.',
  onlyLeft: 'Only {count} left in stock.',
  // The platform's reason for refusing, in its words: English, so other languages say their own.
  refused: '{reason}',
};

export type SharedKey = keyof typeof en;

/**
 * Text of every family's shared UI (notices, fallback error sentences); the stepper and the
 * add-to-cart button have their own.
 */
export const useSharedText = defineMessages(en, { de: () => import('./messages.text.de') });

/**
 * The language widget text is in for the site's locale: its own where there is a table of it (every
 * family has the shared text's languages), else English, the fallback. Each widget's root says
 * so in `lang`: a screen reader reads German text as German on an English page, and English
 * as English on a German one.
 */
export function useTextLanguage(): string {
  const language = languageOf(useSiteLocale().locale);
  return useSharedText.load(language) ? language : 'en';
}

/** For code outside React (and tests): the English table. */
export const sharedEnglish = translator(en);
