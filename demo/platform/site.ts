/**
 * The site the sandbox stands in for: its one name, said by every hosted page, email and
 * seeded house brand, and by the demo site (demo/site) that uses it.
 */
export const SITE = {
  name: 'The Blue Lantern',
  tagline: 'shop & box office',
} as const;
