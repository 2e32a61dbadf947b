import { describe, expect, it } from 'vitest';
import type { ApplicationError } from './errors';
import {
  SystemError,
  ValidationError,
  constantCase,
  errorFromAnswer,
  isApplicationError,
  isSystemError,
  isValidationError,
} from './errors';

describe('errors', () => {
  it('validation message lists violations sorted by field name', () => {
    const error = errorFromAnswer(
      400,
      'Bad Request',
      {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'lineItems', description: 'must not be empty', violatedRule: 'MIN_SIZE' },
              { field: 'email', description: 'must be an email', violatedRule: 'FORMAT' },
            ],
          },
        },
      },
      { requestId: 'r1' },
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "email" must be an email, "lineItems" must not be empty',
    );
    expect(error).toMatchObject({ status: 400, requestId: 'r1', name: 'ValidationError' });
  });

  it('a malformed violation list is still a validation error (not a failure to connect)', () => {
    const refusal = (fieldViolations: unknown) =>
      errorFromAnswer(
        400,
        'Bad Request',
        { details: { validationError: { fieldViolations } } },
        {},
      );
    const email = { field: 'email', description: 'must be an email' };
    expect(refusal([null, email])).toMatchObject({ name: 'ValidationError', violations: [email] });
    expect(refusal(email)).toMatchObject({ name: 'ValidationError', violations: [] });
  });

  it('application error joins message and description and keeps code and data', () => {
    const error = errorFromAnswer(
      409,
      'Conflict',
      {
        message: 'Not enough tickets',
        details: {
          applicationError: {
            code: 'TICKETS_UNAVAILABLE',
            description: 'Only 1 left',
            data: { ticketDefinitionIds: ['t1'] },
          },
        },
      },
      {},
    );
    expect(error.message).toBe('Not enough tickets: Only 1 left');
    expect(error).toMatchObject({
      name: 'ApplicationError',
      code: 'TICKETS_UNAVAILABLE',
      description: 'Only 1 left',
      data: { ticketDefinitionIds: ['t1'] },
    });
  });

  it('application codes arrive as strings', () => {
    const error = errorFromAnswer(
      400,
      'Bad Request',
      {
        details: { applicationError: { code: -19995, description: 'exists' } },
      },
      {},
    ) as ApplicationError;
    expect(error.code).toBe('-19995');
  });

  it('other 4xx: application error with the constant-case status text', () => {
    const error = errorFromAnswer(404, 'Not Found', {}, {}) as ApplicationError;
    expect(isApplicationError(error)).toBe(true);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Not Found');
    expect(constantCase('Unprocessable Entity')).toBe('UNPROCESSABLE_ENTITY');
    expect(constantCase('tooManyRequests')).toBe('TOO_MANY_REQUESTS');
  });

  it('anything else: system error with the request id when known', () => {
    expect(errorFromAnswer(500, 'Internal Server Error', {}, { requestId: 'abc' }).message).toBe(
      'System error occurred, request-id: abc',
    );
    const unknown = errorFromAnswer(503, 'Service Unavailable', 'oops', {});
    expect(unknown.message).toBe('System error occurred');
    expect(isSystemError(unknown)).toBe(true);
  });

  it('carries argument names of the failed call', () => {
    const error = errorFromAnswer(500, 'x', {}, { argumentNames: ['ids', 'set'] });
    expect(error).toMatchObject({ argumentNames: ['ids', 'set'] });
  });

  it('type guards match on name, not on the class', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ValidationError' });
    expect(isValidationError(foreign)).toBe(true);
    expect(isValidationError(new SystemError())).toBe(false);
    expect(isApplicationError(new ValidationError([]))).toBe(false);
  });
});
