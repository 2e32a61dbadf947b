// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { mount } from '../../shared/element/test-support';
import { applicationError } from '../../shared/client/testing/answers';
import { $, describedText, input, signInAsMember, useLoginPage } from './test-support';
import './index';

const page = useLoginPage();

/**
 * axe over the page, shadow roots included. Off: contrast (needs layout happy-dom does not
 * do) and region (landmarks belong to the host page, not to an embedded widget).
 */
async function audit() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return {
    violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`),
    passed: result.passes.map((p) => p.id),
  };
}

describe('accessibility (axe)', () => {
  it('the form with a field error and the hosted button are clean', async () => {
    page.identity().login = () => applicationError(401, '-19976', 'Wrong password');
    mount('member-login', { mode: 'hosted' });
    const element = mount('member-login');
    await waitFor(() => expect($(element, 'form')).not.toBeNull());
    fireEvent.change(input(element, 'Email'), { target: { value: 'member@example.com' } });
    fireEvent.change(input(element, 'Password'), { target: { value: 'wrong-pw' } });
    fireEvent.submit($(element, 'form')!);
    await waitFor(() => expect(describedText(element, 'Password')).not.toBeNull());

    const { violations, passed } = await audit();
    expect(violations).toEqual([]);
    expect(passed).toEqual(expect.arrayContaining(['label', 'button-name']));
  });

  it('the open member menu and the signed-in view are clean', async () => {
    signInAsMember();
    const login = mount('member-login');
    const menu = mount('member-menu');
    await waitFor(() => expect($(menu, '[part="menu-button"]')?.textContent).toBe('Dana Rivers'));
    expect($(login, '[part="member"]')?.textContent).toBe('Signed in as Dana Rivers');
    fireEvent.click($(menu, '[part="menu-button"]')!);

    const { violations, passed } = await audit();
    expect(violations).toEqual([]);
    expect(passed).toEqual(expect.arrayContaining(['aria-valid-attr-value', 'button-name']));
  });
});
