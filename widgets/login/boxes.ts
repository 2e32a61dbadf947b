/** The login family's reserved boxes (see ../reserved-boxes.ts), in widget font-size units. */

/** `<member-menu>`: a fixed box whatever the member's name. */
export const MEMBER_MENU = { width: 10, height: 2.75 };

/**
 * `<member-login>`: a box of fixed minimum height in every state (loading, the form, signed
 * in), so the page below stays put while it loads; an error message grows it only after the
 * visitor acts.
 */
export const LOGIN = { form: 22.3, hosted: 2.75 }; // the sign-in form; the hosted button
