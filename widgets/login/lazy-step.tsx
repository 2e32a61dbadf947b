import { onlineManager } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CaptchaTokens } from '../../shared/client';
import { addStyles, useHost } from '../../shared/element';
import { ErrorNotice, languageOf, useSiteLocale } from '../../shared/ui';
import { StepLink } from './step-form';
import type * as StepsModule from './steps';
import type { FormFlow } from './use-form-flow';

/*
 * Every visitor sees the sign-in step; few go on to create an account, enter a code or recover
 * a password. Those steps are a chunk of their own (steps.ts), so the family's first load does
 * not carry them (DESIGN.md §7 budget). A failed load is forgotten, so Try again fetches it anew.
 */
let steps: Promise<typeof StepsModule> | undefined;
let loaded: typeof StepsModule | undefined;
/** The chunk, and its text in `language` (the step would suspend the widget without it). */
const loadSteps = (language: string) =>
  (steps ??= import('./steps').catch((error: unknown) => {
    steps = undefined;
    throw error;
  })).then(async (module) => {
    await module.useStepsText.load(language);
    return (loaded = module);
  });

interface LazyStepProps {
  flow: FormFlow;
  captchaTokens: CaptchaTokens | undefined;
}

/**
 * A step after sign-in, from its chunk. Until the chunk is there, the form's box says so and
 * holds the focus the link that led here had (it is gone), then the step's title takes it
 * (StepForm); a load that failed says so, with Try again and the way back to sign in.
 */
export function LazyStep({ flow, captchaTokens }: LazyStepProps) {
  const root = useHost().host.shadowRoot;
  const language = languageOf(useSiteLocale().locale);
  const [module, setModule] = useState(loaded);
  const [failure, setFailure] = useState<unknown>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flow.moved) box.current?.focus();
  }, []);
  useEffect(() => {
    if (module || failure) return;
    let shown = true;
    loadSteps(language).then(
      (arrived) => shown && setModule(arrived),
      (error: unknown) => shown && setFailure(error),
    );
    return () => void (shown = false);
  }, [module, failure, language]);
  // Back online, a failed load tries again by itself, as Try again would.
  useEffect(
    () =>
      failure ? onlineManager.subscribe((online) => online && setFailure(undefined)) : undefined,
    [failure],
  );
  // The step's styles, before it paints.
  useLayoutEffect(() => {
    if (module) addStyles(root, module.stepsCss);
  }, [root, module]);
  if (module) {
    const { RegisterForm, RecoverForm, VerifyForm } = module;
    if (flow.step === 'register') return <RegisterForm flow={flow} captchaTokens={captchaTokens} />;
    return flow.step === 'verify' ? <VerifyForm flow={flow} /> : <RecoverForm flow={flow} />;
  }
  return (
    <div ref={box} className="sw-login-form" part="form" tabIndex={-1} aria-busy={!failure}>
      {failure ? (
        <>
          <ErrorNotice error={failure} onRetry={() => setFailure(undefined)} />
          <div className="sw-login-links" part="links">
            <StepLink flow={flow} to="sign-in">
              {flow.t('backToSignIn')}
            </StepLink>
          </div>
        </>
      ) : (
        <p className="sw-login-text">{flow.t('loading')}</p>
      )}
    </div>
  );
}
