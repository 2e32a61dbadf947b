/**
 * The site the sandbox stands in for: its one name, said by every hosted page, email and
 * seeded house brand, and by the demo site (demo/site) that uses it.
 */
export const SITE = {
  name: 'The Blue Lantern',
  tagline: 'shop & box office',
  /** The site's one language (the widgets translate their own words, not the site's data). */
  language: 'en',
  /**
   * The Events app's instance on the site, and its owner's user id, who made every event here
   * (seeded, or with the admin key): GUIDs, as the platform's are (an event's `instanceId` and
   * `userId`, which the SDK declares always present).
   */
  eventsInstanceId: '6d1f3a2e-4b7c-4e0a-9c55-1a2b3c4d5e6f',
  ownerUserId: '0b5e7c1d-2f3a-4d6b-8e9f-7a6b5c4d3e2f',
} as const;
