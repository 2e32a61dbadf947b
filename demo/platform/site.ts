/**
 * The site the sandbox stands in for: its one name, said by every hosted page, email and
 * seeded house brand, and by the demo site (demo/site) that uses it.
 */
export const SITE = {
  name: 'The Blue Lantern',
  tagline: 'shop & box office',
  /** The site's one language (the widgets translate their own words, not the site's data). */
  language: 'en',
} as const;
