import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** An answer the platform gives on purpose: thrown from handlers, rendered by the app's onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export const applicationError = (
  status: ContentfulStatusCode,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): ApiError =>
  new ApiError(status, {
    message: description,
    details: { applicationError: { code, description, data } },
  });

/** The code of an application error (`applicationError`), if it is one. */
export const applicationCode = (err: ApiError): string | undefined =>
  (err.body.details as { applicationError?: { code: string } } | undefined)?.applicationError?.code;

export const notFound = (what: string): ApiError =>
  applicationError(404, 'NOT_FOUND', `${what} not found`);

export const permissionDenied = (why = 'This call needs an elevated caller'): ApiError =>
  applicationError(403, 'PERMISSION_DENIED', why);

export const unauthenticated = (why: string): ApiError =>
  applicationError(401, 'UNAUTHENTICATED', why);

/**
 * A call refused for the state of what it acts on (Wix's FAILED_PRECONDITION kind): the platform
 * answers these 428, not 409 (409 is ALREADY_EXISTS), as its method pages list them.
 */
export const failedPrecondition = (
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): ApiError => applicationError(428, code, description, data);

/** How long to wait, for people: minutes, then hours, then days (rounded up). */
const waitOf = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.ceil(hours / 24)} days`;
};

/** A 429 that says when to come back, in the body (for people) and Retry-After (for clients). */
export const tooMany = (code: string, why: string, seconds: number): ApiError => {
  const { body } = applicationError(429, code, `${why}; try again in ${waitOf(seconds)}`, {
    retryAfterSeconds: seconds,
  });
  return new ApiError(429, body, { 'Retry-After': String(seconds) });
};

/** Spec §5 message format: `INVALID_ARGUMENT: "field" description, ...` sorted by field. */
export const validationError = (violations: FieldViolation[]): ApiError => {
  const sorted = [...violations].sort((a, b) => a.field.localeCompare(b.field));
  const message =
    'INVALID_ARGUMENT: ' + sorted.map((v) => `"${v.field}" ${v.description}`).join(', ');
  return new ApiError(400, {
    message,
    details: { validationError: { fieldViolations: sorted } },
  });
};

export const invalidField = (field: string, description: string, rule = 'VALIDATION'): ApiError =>
  validationError([{ field, description, violatedRule: rule, ruleName: rule }]);

const ruleOf = (issue: z.core.$ZodIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      // zod does not keep the input; its message names what was received.
      return /received undefined$/.test(issue.message) ? 'REQUIRED_FIELD' : 'VALIDATION';
    case 'invalid_value':
      return 'INVALID_ENUM_VALUE';
    case 'too_big':
      return issue.origin === 'string'
        ? 'MAX_LENGTH'
        : issue.origin === 'array'
          ? 'MAX_SIZE'
          : 'MAX';
    case 'too_small':
      return issue.origin === 'string'
        ? 'MIN_LENGTH'
        : issue.origin === 'array'
          ? 'MIN_SIZE'
          : 'MIN';
    case 'invalid_format':
      return 'FORMAT';
    case 'unrecognized_keys':
      return 'FIELD_NOT_ALLOWED';
    case 'invalid_union':
      return 'ONE_OF_ALIGNMENT';
    case 'custom':
      // A check may name the platform's rule it stands for (`params: { rule }`).
      return typeof issue.params?.rule === 'string' ? issue.params.rule : 'VALIDATION';
    default:
      return 'VALIDATION';
  }
};

export const violationsFromZod = (error: z.ZodError, prefix = ''): FieldViolation[] =>
  error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const rule = ruleOf(issue);
    return {
      field: [prefix, path].filter(Boolean).join('.') || '$',
      description: issue.message,
      violatedRule: rule,
      ruleName: rule,
      // The platform marks a malformed email so clients can tell it apart (the SDK's register).
      data: issue.code === 'invalid_format' && issue.format === 'email' ? { type: 'EMAIL' } : {},
    };
  });
