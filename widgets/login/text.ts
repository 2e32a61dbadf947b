import { defineMessages, translator } from '../../shared/ui';

const en = {
  signIn: 'Sign in',
  signingIn: 'Signing you in…',
  signInIncomplete: 'Signing in did not finish. Please sign in again.',
  // The platform's reason for turning the return down, in its words: English (see text.de.ts).
  signInRefused: '{reason}',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {name}',
  signedIn: 'You are signed in.',
  myAccount: 'My account',
  ACCOUNT_INFO: 'My account',
  ORDERS: 'My orders',
  BOOKINGS: 'My bookings',
  EVENTS: 'My events',
  SUBSCRIPTIONS: 'My subscriptions',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  forgot: 'Forgot your password?',
  createTitle: 'Create an account',
  backToSignIn: 'Back to sign in',
  verify: 'Verify',
  code: 'Verification code',
  recover: 'Reset your password',
  'sign-in': 'Sign in instead',
  captchaMissing: 'Please complete the captcha check, then try again.',
  captchaInvalid: 'The captcha check failed or expired. Please complete it again.',
  invalidEmail: 'We could not sign you in with this email address. Check it, or create an account.',
  emailAlreadyExists: 'An account with this email address already exists. Sign in instead.',
  invalidPassword: 'That password is not right. Try again, or reset it.',
  resetPassword: 'You need to set a new password before you can sign in.',
  approval:
    'Thanks! The site owner needs to approve your account before you can sign in. You will get an email once it is approved.',
  wrongCode: 'That code did not work. Check it and try again, or send a new code.',
  unsupported:
    'Your account needs a sign-in step this form does not support. Please try again later.',
  tryAgain: 'Please try again.',
  tooManyTries: 'Too many tries. Please wait a few minutes, then try again.',
  enterEmail: 'Enter a valid email address.',
  // A step's code on its way (lazy-step.tsx).
  loading: 'Loading…',
};

export type LoginKey = keyof typeof en;

/** The login family's text; German loads on demand. */
export const useLoginText = defineMessages(en, { de: () => import('./text.de') });

export const loginEnglish = translator(en);
