import { defineMessages } from '../../shared/ui';

/** What only the steps after sign-in say: it comes with their chunk (lazy-step.tsx), not up front. */
const en = {
  passwordRule: 'At least {n} characters.',
  createAccount: 'Create account',
  haveAccount: 'I already have an account',
  resetTitle: 'Reset your password',
  sendReset: 'Send reset link',
  resetSent: 'If an account uses {email}, we sent it a link to set a new password.',
  checkEmail: 'Check your email',
  newCode: 'Send a new code',
  codeSent: 'We sent a new code to {email}.',
  enterCode: 'Enter the code we sent to {email}.',
};

export type StepsKey = keyof typeof en;

export const useStepsText = defineMessages(en, { de: () => import('./steps.text.de') });
