/**
 * Failure answers as the platform sends them (docs/wire.md "Errors"), for test handlers to
 * return: one place for the shapes, so each test says only what failed.
 */
import { HttpResponse } from 'msw';

/** An application error; codes arrive as strings (spec §8). */
export const applicationError = (
  status: number,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
) =>
  HttpResponse.json(
    { message: description, details: { applicationError: { code, description, data } } },
    { status },
  );

export interface Violation {
  field: string;
  description: string;
  violatedRule?: string;
}

/** A 400 validation error naming its fields. */
export const validationError = (...fieldViolations: Violation[]) =>
  HttpResponse.json(
    { message: 'INVALID_ARGUMENT', details: { validationError: { fieldViolations } } },
    { status: 400 },
  );

/** A failure with no details, like a proxy's 503. */
export const bareFailure = (status: number) => HttpResponse.json({ message: 'boom' }, { status });

/** A 500 with no details; usable as a handler itself (`http.get(url, serverError)`). */
export const serverError = () => bareFailure(500);
