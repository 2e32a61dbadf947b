/** State shared by the steps of the login form: which step, the email, the last feedback. */
import { useState } from 'react';
import {
  isApplicationError,
  isValidationError,
  type FieldViolation,
  type LoginResult,
} from '../../shared/client';
import { useSiteConfig } from '../../shared/data';
import { headingLevel, isConnectionFailure, messageOf, useSharedText } from '../../shared/ui';
import { feedbackFor, type Attempt, type Feedback, type FeedbackField } from './login-messages';
import { useLoginText } from './text';
import { useFinishLogin } from './member-events';
import { ownViolations } from './own-rules';
import { violationFeedback } from './violation-feedback';

export type Step = 'sign-in' | 'register' | 'verify' | 'recover';

/** `level`: the element's `heading-level`, which every step's title takes (h2 without one). */
export function useFormFlow(level?: number) {
  const [step, setStep] = useState<Step>('sign-in');
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the visitor has moved between steps, each new step takes the focus (StepForm).
  const [moved, setMoved] = useState(false);
  const finishLogin = useFinishLogin();
  const t = useLoginText();
  const shared = useSharedText();
  const { locale } = useSiteConfig();
  const refusal = (violations: FieldViolation[]) =>
    violationFeedback(violations, locale, t, shared('checkInput'));

  const go = (next: Step) => {
    setFeedback(null);
    setMoved(true);
    setStep(next);
  };

  /** Runs a call with the form busy; failures become a sentence instead of a throw. */
  async function run(call: () => Promise<Feedback | null>) {
    setBusy(true);
    setFeedback(null);
    try {
      setFeedback(await call());
    } catch (error) {
      // Throttled (too many wrong codes or passwords): waiting helps; trying again at once does not.
      const throttled = isApplicationError(error) && error.status === 429;
      const message = throttled ? t('tooManyTries') : messageOf(error, shared);
      const said: Feedback = { field: 'form', tone: 'error', message };
      // Back online, "check your connection" would stay above a form that now works: it goes
      // (what was typed stays), unless something else has been said since.
      if (isConnectionFailure(error))
        addEventListener('online', () => setFeedback((now) => (now === said ? null : now)), {
          once: true,
        });
      // Sentences of ours by field when it can (their table may fail to load: then the plain one).
      setFeedback(
        isValidationError(error) ? await refusal(error.violations).catch(() => said) : said,
      );
    } finally {
      setBusy(false);
    }
  }

  /** Register, login or verify: success signs in, verification moves to the code step. */
  const attempt = (kind: Attempt, call: () => Promise<LoginResult>) =>
    run(async () => {
      const result = await call();
      if (result.loginState === 'SUCCESS') await finishLogin();
      if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
        setMoved(true);
        setStep('verify');
      }
      const said = feedbackFor(result, kind, t, (reason) => shared('refused', { reason }));
      return result.violations ? refusal(result.violations).catch(() => said) : said;
    });

  /** The form's own rules first: one broken is said like a refusal, and nothing is sent. */
  const submit = (form: HTMLFormElement, send: () => void) => {
    const broken = ownViolations(form);
    if (broken.length) void run(() => refusal(broken));
    else send();
  };

  const errorOn = (field: FeedbackField) =>
    feedback?.tone !== 'error'
      ? undefined
      : feedback.field === field
        ? feedback.message
        : feedback.others?.[field];

  const heading = `h${headingLevel(level, 2)}` as 'h2';
  return {
    step,
    moved,
    go,
    email,
    setEmail,
    feedback,
    busy,
    run,
    attempt,
    submit,
    errorOn,
    t,
    heading,
  };
}

export type FormFlow = ReturnType<typeof useFormFlow>;
