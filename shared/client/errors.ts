/**
 * Errors produced from failed platform answers (spec §8). One class per kind, ky style:
 * `name` is set so the type guards work across bundles and realms, where `instanceof` fails.
 */

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  ruleName?: string;
  data?: unknown;
}

export interface ErrorContext {
  status?: number;
  requestId?: string;
  /** Argument names of the call that failed (bulk product calls, spec §8). */
  argumentNames?: readonly string[];
  /** How long the server asked us to wait (`Retry-After`), in milliseconds. */
  retryAfterMs?: number;
}

abstract class PlatformError extends Error {
  readonly status?: number;
  readonly requestId?: string;
  readonly argumentNames?: readonly string[];
  readonly retryAfterMs?: number;

  constructor(message: string, context: ErrorContext) {
    super(message);
    this.status = context.status;
    this.requestId = context.requestId;
    this.argumentNames = context.argumentNames;
    this.retryAfterMs = context.retryAfterMs;
  }
}

/** The server rejected the input: `INVALID_ARGUMENT: "field" description, ...` sorted by field. */
export class ValidationError extends PlatformError {
  override readonly name = 'ValidationError';
  readonly violations: FieldViolation[];

  constructor(violations: FieldViolation[], context: ErrorContext = {}) {
    const sorted = [...violations].sort((a, b) =>
      a.field < b.field ? -1 : a.field > b.field ? 1 : 0,
    );
    super(
      `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`,
      context,
    );
    this.violations = sorted;
  }
}

export interface ApplicationErrorDetails {
  code: string;
  description: string;
  data?: unknown;
}

/** A business rule failed; `code` is a string (`"-19995"`, `"NOT_FOUND"`, ...). */
export class ApplicationError extends PlatformError {
  override readonly name = 'ApplicationError';
  readonly code: string;
  readonly description: string;
  readonly data: unknown;

  constructor(message: string, details: ApplicationErrorDetails, context: ErrorContext = {}) {
    const { code, description, data = {} } = details;
    super(message === description ? message : `${message}: ${description}`, context);
    this.code = code;
    this.description = description;
    this.data = data;
  }
}

/** Anything else: 5xx, network failure, unreadable answer. */
export class SystemError extends PlatformError {
  override readonly name = 'SystemError';

  constructor(context: ErrorContext = {}, options?: { cause?: unknown }) {
    super(
      context.requestId
        ? `System error occurred, request-id: ${context.requestId}`
        : 'System error occurred',
      context,
    );
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * No answer within the transport's timeout (ky's TimeoutError): the request was aborted. Read
 * calls are retried like other failures without a status (shared/data shouldRetry).
 */
export class TimeoutError extends PlatformError {
  override readonly name = 'TimeoutError';

  constructor(
    readonly url: string,
    readonly timeoutMs: number,
    context: ErrorContext = {},
    message = `Timed out: ${url}`,
  ) {
    super(message, context);
  }
}

/**
 * The token endpoint turned a grant down (spec §4): its OAuth `error` as `code`
 * (`invalid_client`: the platform knows no such client id; `invalid_grant`: a refresh token
 * that expired or was revoked). The message is the official SDK's.
 */
export class TokenError extends PlatformError {
  override readonly name = 'TokenError';

  constructor(
    message: string,
    readonly code: string | undefined,
    context: ErrorContext = {},
  ) {
    super(message, context);
  }
}

const hasName =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name;

export const isValidationError = hasName<ValidationError>('ValidationError');
export const isApplicationError = hasName<ApplicationError>('ApplicationError');
export const isSystemError = hasName<SystemError>('SystemError');
export const isTimeoutError = hasName<TimeoutError>('TimeoutError');
export const isTokenError = hasName<TokenError>('TokenError');

/** `Not Found` -> `NOT_FOUND`, `I'm a teapot` -> `I_M_A_TEAPOT`. */
export const constantCase = (text: string): string =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toUpperCase();

interface ErrorBody {
  message?: string;
  details?: {
    validationError?: { fieldViolations?: FieldViolation[] };
    applicationError?: Partial<ApplicationErrorDetails>;
  };
}

/** Turns a non-2xx answer into the matching error kind (spec §8 "Error kinds"). */
export function errorFromAnswer(
  status: number,
  statusText: string,
  body: unknown,
  context: ErrorContext,
): Error {
  const full = { ...context, status };
  const { message, details } = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  if (details?.validationError) {
    // A malformed list (a proxy's, a bug's) is still a refusal, not a failure to connect.
    const violations = details.validationError.fieldViolations;
    return new ValidationError(Array.isArray(violations) ? violations.filter(Boolean) : [], full);
  }
  const isClientError = status >= 400 && status < 500;
  if (!details?.applicationError && !isClientError) return new SystemError(full);
  const app = details?.applicationError ?? {};
  return new ApplicationError(
    message ?? statusText,
    {
      code: app.code === undefined ? constantCase(statusText) : String(app.code),
      description: app.description ?? statusText,
      data: app.data,
    },
    full,
  );
}
