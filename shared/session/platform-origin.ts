/** The real platform's API, used when `<site-config>` names no `api-base`. */
export const DEFAULT_PLATFORM_ORIGIN = 'https://www.wixapis.com';

/**
 * The origin that issues this page's tokens: tokens are stored under it and never offered to
 * another one (a second `<site-config>` with another `api-base` must not inherit them).
 */
export function platformOrigin(apiBase: string | undefined): string {
  return apiBase ? new URL(apiBase).origin : DEFAULT_PLATFORM_ORIGIN;
}
