// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mount, shadowText } from '../../shared/element/test-support';
import { emptyTokens, getPageSession } from '../../shared/session';
import { $, button, listen, signInAsMember, useLoginPage } from './test-support';
import './index';

const page = useLoginPage();

const toggle = (menu: Element) => $<HTMLButtonElement>(menu, '[part="menu-button"]')!;
const list = (menu: Element) => $(menu, '[part="menu-list"]')!;
const focused = (menu: Element) => menu.shadowRoot!.activeElement?.textContent;

async function signedInMenu() {
  signInAsMember();
  const menu = mount('member-menu');
  await waitFor(() => expect(toggle(menu)?.textContent).toBe('Dana Rivers'));
  return menu;
}

describe('<member-menu>', () => {
  it('signed out, offers a sign-in that starts the hosted login', async () => {
    const menu = mount('member-menu');
    await waitFor(() => expect(shadowText(menu)).toBe('Sign in'));
    fireEvent.click(button(menu, 'Sign in'));
    await waitFor(() =>
      expect(page.navigate()).toHaveBeenCalledWith('https://platform.test/hosted/login'),
    );
    expect(page.identity().authRequest('fragment')).toBeDefined();
  });

  it('signed in, shows the member and a closed disclosure that opens and closes', async () => {
    const menu = await signedInMenu();
    expect(getPageSession().getState().member?.email).toBe('member@example.com');
    expect(toggle(menu).getAttribute('aria-expanded')).toBe('false');
    expect(toggle(menu).getAttribute('aria-controls')).toBe(list(menu).id);
    expect(list(menu).hidden).toBe(true);

    fireEvent.click(toggle(menu));
    expect(toggle(menu).getAttribute('aria-expanded')).toBe('true');
    expect(list(menu).hidden).toBe(false);
    expect([...list(menu).querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'My account',
      'My orders',
      'My bookings',
      'My events',
      'My subscriptions',
      'Sign out',
    ]);
  });

  it('moves with the arrow keys and closes on Escape, focus back on the toggle', async () => {
    const menu = await signedInMenu();
    fireEvent.click(toggle(menu));
    fireEvent.keyDown(toggle(menu), { key: 'ArrowDown' });
    expect(focused(menu)).toBe('My account');
    fireEvent.keyDown(list(menu), { key: 'ArrowUp' });
    expect(focused(menu)).toBe('Sign out');
    fireEvent.keyDown(list(menu), { key: 'Escape' });
    expect(list(menu).hidden).toBe(true);
    expect(menu.shadowRoot!.activeElement).toBe(toggle(menu));
  });

  it('opens an account section through a redirect session that comes back here', async () => {
    const menu = await signedInMenu();
    fireEvent.click(toggle(menu));
    fireEvent.click(button(menu, 'My orders'));
    await waitFor(() =>
      expect(page.navigate()).toHaveBeenCalledWith('https://platform.test/account/ORDERS'),
    );
    expect(page.identity().redirectSessions).toEqual([
      {
        membersAccount: { section: 'ORDERS' },
        callbacks: { postFlowUrl: `${location.origin}/shop?variant=blue#reviews` },
      },
    ]);
  });

  it('refuses an account page at a data: URL, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.identity().hostedPage = () => 'data:text/html,<script>alert(1)</script>';
    const errors = listen('widget-error');
    const menu = await signedInMenu();
    fireEvent.click(toggle(menu));
    fireEvent.click(button(menu, 'My orders'));
    await waitFor(() => expect(shadowText(menu)).toContain('could not be opened safely'));
    // Said in the open list, under the items, not over them.
    expect(menu.shadowRoot!.querySelector('[part="menu-list"] [part="notice"]')).not.toBeNull();
    expect(page.navigate()).not.toHaveBeenCalled();
    expect(errors.details).toEqual([
      expect.objectContaining({ tag: 'member-menu', code: 'UNSAFE_URL' }),
    ]);
    errors.stop();
  });

  it('signs out here but refuses a hosted logout page that is not a web page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.identity().hostedPage = () => 'javascript:alert(1)';
    const errors = listen('widget-error');
    const menu = await signedInMenu();
    fireEvent.click(toggle(menu));
    fireEvent.click(button(menu, 'Sign out'));
    await waitFor(() => expect(errors.details).toHaveLength(1));
    expect(errors.details[0]).toMatchObject({ tag: 'member-menu', code: 'UNSAFE_URL' });
    expect(page.navigate()).not.toHaveBeenCalled();
    expect(getPageSession().getState().tokens).toEqual(emptyTokens());
    errors.stop();
  });

  it('logs out: tokens to role none, member cleared, logout fired, hosted logout', async () => {
    const logouts = listen('logout');
    const menu = await signedInMenu();
    const other = mount('member-login');
    await waitFor(() => expect(shadowText(other)).toContain('Signed in as Dana Rivers'));

    fireEvent.click(toggle(menu));
    fireEvent.click(button(menu, 'Sign out'));
    await waitFor(() =>
      expect(page.navigate()).toHaveBeenCalledWith('https://platform.test/logout'),
    );
    expect(page.identity().redirectSessions).toEqual([
      { logout: { clientId: 'test' }, callbacks: { postFlowUrl: location.href } },
    ]);
    expect(getPageSession().getState().tokens).toEqual(emptyTokens());
    expect(getPageSession().getState().member).toBeNull();
    expect(logouts.details).toEqual([{}]);
    await waitFor(() => expect(shadowText(menu)).toBe('Sign in'));
    expect($(other, 'form')).not.toBeNull();
    logouts.stop();
  });

  it('follows another tab: member tokens load the member, none clears it', async () => {
    const menu = mount('member-menu');
    await waitFor(() => expect(shadowText(menu)).toBe('Sign in'));
    // What persistence does on the storage event of a login in another tab.
    signInAsMember();
    await waitFor(() => expect(toggle(menu)?.textContent).toBe('Dana Rivers'));
    expect(getPageSession().getState().member?.id).toBe('member-demo');

    getPageSession().getState().setTokens(emptyTokens());
    await waitFor(() => expect(shadowText(menu)).toBe('Sign in'));
    expect(getPageSession().getState().member).toBeNull();
  });
});
