/** The registration form: one control of every input type of spec §3 "Form inputs". */
const input = (
  name: string,
  label: string,
  mandatory: boolean,
  extra: Record<string, unknown> = {},
) => ({
  name,
  label,
  mandatory,
  options: [] as string[],
  maxLength: 200,
  type: 'TEXT',
  ...extra,
});

const control = (id: string, type: string, label: string, inputs: ReturnType<typeof input>[]) => ({
  id,
  type,
  label,
  inputs,
});

export const registrationForm = () => {
  const controls = [
    // The SDK's checkout Buyer takes names of at most 50 characters: the form asks no more.
    control('ctl-name', 'NAME', 'Name', [
      input('firstName', 'First name', true, { maxLength: 50 }),
      input('lastName', 'Last name', true, { maxLength: 50 }),
    ]),
    control('ctl-email', 'INPUT', 'Email', [input('email', 'Email', true)]),
    control('ctl-phone', 'INPUT', 'Phone', [input('phone', 'Phone', false, { maxLength: 30 })]),
    control('ctl-guests', 'GUEST_CONTROL', 'Bringing guests?', [
      input('additionalGuests', 'Additional guests', false, {
        type: 'NUMBER',
        options: ['0', '1', '2', '3'],
      }),
    ]),
    control('ctl-address-short', 'ADDRESS_SHORT', 'Town', [
      input('address', 'Town or city', false),
    ]),
    control('ctl-address-full', 'ADDRESS_FULL', 'Postal address', [
      input('fullAddress', 'Postal address', false, { type: 'ADDRESS' }),
    ]),
    control('ctl-birthday', 'DATE', 'Date of birth', [
      input('birthday', 'Date of birth', false, { type: 'DATE_TIME' }),
    ]),
    control('ctl-heard', 'DROPDOWN', 'How did you hear about us?', [
      input('heardFrom', 'How did you hear about us?', false, {
        options: ['Friend', 'Poster', 'Instagram', 'Newsletter'],
      }),
    ]),
    control('ctl-seating', 'RADIO', 'Seating preference', [
      input('seating', 'Seating preference', true, {
        options: ['Standing', 'Seated', 'No preference'],
      }),
    ]),
    control('ctl-access', 'CHECKBOX', 'Accessibility needs', [
      input('accessibility', 'Accessibility needs', false, {
        type: 'TEXT_ARRAY',
        options: ['Step-free access', 'Hearing loop', 'Companion seat'],
      }),
    ]),
    control('ctl-notes', 'TEXTAREA', 'Anything we should know?', [
      input('notes', 'Notes', false, { maxLength: 2000 }),
    ]),
  ];
  return { controls: controls.map((c, orderIndex) => ({ ...c, orderIndex })) };
};

/** A form with just the buyer's name and email, for simple events. */
export const basicForm = () => ({
  controls: registrationForm().controls.slice(0, 2),
});
