import { platformOrigin } from '../client/hosts';
import type { SiteConfig } from './config';
import type { TokenScope } from './persist';

export { platformOrigin };

/** The scope of the tokens a page with `config` uses (see storageKey). */
export const scopeOf = ({
  clientId,
  apiBase,
}: Pick<SiteConfig, 'clientId' | 'apiBase'>): TokenScope => ({
  clientId,
  origin: platformOrigin(apiBase),
});
