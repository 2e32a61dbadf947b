/** The names of this machine's loopback, with any port. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/**
 * Whether a Host header names this machine's loopback. A server bound to 127.0.0.1 still gets
 * requests for any name that resolves there: a page on a name of its own (DNS rebinding)
 * would be same-origin with it, free to read its answers.
 */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOST.test(host);
