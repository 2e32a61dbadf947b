import { useLoginText } from './text';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useHostState } from '../../shared/element';
import { useMember, type Member } from '../../shared/data/member';
import { ErrorNotice } from '../../shared/ui';
import { useOpenAccountSection } from './account-sections';
import { AccountSectionItems } from './account-section-items';
import { HostedReturnStatus } from './hosted-return-status';
import { HostedSignInButton } from './hosted-sign-in-button';
import { useSignOut } from './member-events';

/** Focus moves between the menu's buttons with the arrow keys, wrapping at the ends. */
function moveFocus(list: HTMLElement, step: 1 | -1) {
  const items = [...list.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const root = list.getRootNode() as Document | ShadowRoot;
  const index = items.indexOf(root.activeElement as HTMLButtonElement);
  items[(index + step + items.length) % items.length]?.focus();
}

/** A disclosure (button + list of buttons): Escape closes, arrows move, leaving closes. */
function AccountMenu({ member }: { member: Member | null }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const openSection = useOpenAccountSection();
  const signOut = useSignOut();
  const failure = openSection.error ?? signOut.error;
  const t = useLoginText();
  const name = member ? (member.name ?? member.email) : t('myAccount');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    } else if (open && list.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      moveFocus(list.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="sw-menu" part="menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="sw-button sw-button-quiet sw-menu-toggle"
        part="menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        title={name} // the box is fixed: a long name ends in "…", the whole of it shows here
      >
        {name}
      </button>
      <ul ref={list} id={listId} className="sw-menu-list" part="menu-list" hidden={!open}>
        <AccountSectionItems className="sw-menu-item" part="menu-item" open={openSection} />
        <li>
          <button
            type="button"
            className="sw-menu-item"
            part="menu-item sign-out-button"
            aria-disabled={signOut.isPending || undefined} // not `disabled`: that drops the focus
            onClick={() => signOut.isPending || signOut.mutate()}
          >
            {t('signOut')}
          </button>
        </li>
        {/* In the open list, under what failed: over it, it would hide the items. */}
        {failure && open ? (
          <li>
            <ErrorNotice error={failure} />
          </li>
        ) : null}
      </ul>
      {failure && !open ? <ErrorNotice error={failure} /> : null}
    </div>
  );
}

/** `<member-menu>`: the member's account menu, or a sign-in button when signed out. */
export function MemberMenu() {
  useHostState('ready');
  const { loggedIn, member } = useMember();
  return (
    <>
      <HostedReturnStatus />
      {loggedIn ? <AccountMenu member={member} /> : <HostedSignInButton />}
    </>
  );
}
