import { DEMO_MEMBER } from './seed/members.ts';
import { DEFAULTS, parseOrigins, startSandbox } from './server.ts';

const env = process.env;
const sandbox = await startSandbox({
  port: env.PORT ? Number(env.PORT) : DEFAULTS.port,
  dbPath: env.SANDBOX_DB ?? DEFAULTS.dbPath,
  clientId: env.SANDBOX_CLIENT_ID ?? DEFAULTS.clientId,
  adminKey: env.SANDBOX_ADMIN_KEY ?? DEFAULTS.adminKey,
  allowedOrigins: env.SANDBOX_ORIGINS ? parseOrigins(env.SANDBOX_ORIGINS) : DEFAULTS.allowedOrigins,
  eventPage: env.SANDBOX_EVENT_PAGE,
  reset: process.argv.includes('--reset'),
});

const { clientId, adminKey, allowedOrigins, eventPage } = sandbox.platform.config;
console.log(`Sandbox platform on ${sandbox.url}
  widgets:      ${sandbox.url}/widgets/widgets.js
  client id:    ${clientId}
  admin key:    ${adminKey}
  site origins: ${allowedOrigins.join(', ')} (SANDBOX_ORIGINS: where logins may return)
  event page:   ${eventPage ?? 'none (SANDBOX_EVENT_PAGE, e.g. http://127.0.0.1:8080/event.html?slug={slug})'}
  demo member:  ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
  coupon:       SAVE10 (10% off)
  outbox:       ${sandbox.url}/_sandbox/outbox`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
