import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /**
   * Asked to close. `forced`: the browser closes it anyway (an Escape it will not let the page
   * stop, such as a second one with no other key or click between): no question can hold it.
   */
  onClose(forced?: boolean): void;
  /** Accessible name of the dialog. */
  label: string;
  className?: string;
  /**
   * Where focus goes on close when nothing in the page had it as the dialog opened (the page
   * opened it itself, say after a reload), instead of nowhere.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

const CLOSE_CLASS = 'sw-dialog-close';

/**
 * A modal on the native `<dialog>`: `showModal()` puts it in the top layer, so a transformed
 * or clipped host container cannot hide or trap it, and the browser handles Escape and inert
 * background. Focus moves to its `DialogClose` (the browser's own choice would be the first
 * control, often a picker in the middle) and goes back to whatever had it when it opened.
 * Hiding the host container closes it.
 */
export function Dialog({ open, onClose, label, className, returnFocus, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const active = deepActiveElement();
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(`.${CLOSE_CLASS}`)?.focus();
    // In a container that is (or becomes) display: none, the top layer shows nothing, yet the
    // page stays inert behind it: close. (An observed box that stops rendering reports 0 × 0,
    // and has no client rects: `checkVisibility` would say the same, but not before Safari 17.4.)
    const closeUnseen = () => dialog.getClientRects().length || close.current();
    const hidden = new ResizeObserver(closeUnseen);
    hidden.observe(dialog);
    // A <details> closed around it skips its content's rendering: no resize is reported then.
    document.addEventListener('toggle', closeUnseen, true);
    return () => {
      hidden.disconnect();
      document.removeEventListener('toggle', closeUnseen, true);
      if (dialog.open) dialog.close();
      (opener?.isConnected ? opener : fallback.current?.())?.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={className}
      part="dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose(!event.cancelable);
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      {open ? children : null}
    </dialog>
  );
}

/** The dialog's Close button; the dialog focuses it when it opens. */
export function DialogClose({ label, onClose }: { label: string; onClose(): void }) {
  return (
    <button
      type="button"
      className={`sw-button sw-button-quiet ${CLOSE_CLASS}`}
      part="close-button"
      onClick={onClose}
    >
      {label}
    </button>
  );
}

/** The focused element, looking through open shadow roots (the opener may be in a widget). */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
