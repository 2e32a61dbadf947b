import * as z from 'zod/mini';

/** What `<site-config>` tells every widget on the page. */
export interface SiteConfig {
  clientId: string;
  apiBase: string;
  locale: string;
  currency?: string;
}

export type ConfigState =
  | { status: 'pending' }
  | { status: 'ready'; config: SiteConfig }
  | { status: 'missing'; message: string }
  | { status: 'invalid'; message: string };

const httpUrl = z.string().check(
  z.refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL, like "https://api.example.com"'),
);

const schema = z.object({
  'client-id': z.string().check(z.minLength(1, 'is required')),
  'api-base': httpUrl,
  locale: z.optional(z.string()),
  currency: z.optional(
    z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter ISO code, like "EUR"')),
  ),
});

export const MISSING_CONFIG_MESSAGE =
  'This widget needs a <site-config client-id="…" api-base="…"> element on the page. Add it once, anywhere in the page.';

/** Validates the attributes of `<site-config>`; the message names the attribute to fix. */
export function parseSiteConfig(attributes: Record<string, string | null>): ConfigState {
  const present = Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const result = z.safeParse(schema, present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const text = issue.code === 'invalid_type' ? 'is required' : issue.message;
      return `"${name}" ${text}`;
    });
    return {
      status: 'invalid',
      message: `<site-config> is not valid: ${problems.join('; ')}.`,
    };
  }
  const data = result.data;
  return {
    status: 'ready',
    config: {
      clientId: data['client-id'],
      apiBase: data['api-base'].replace(/\/+$/, ''),
      locale: data.locale || defaultLocale(),
      ...(data.currency ? { currency: data.currency } : {}),
    },
  };
}

function defaultLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
