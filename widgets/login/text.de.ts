import type { LoginKey } from './text';

const de: Record<LoginKey, string> = {
  signIn: 'Anmelden',
  signingIn: 'Sie werden angemeldet…',
  signInIncomplete: 'Die Anmeldung wurde nicht abgeschlossen. Bitte melden Sie sich erneut an.',
  signInRefused: 'Die Anmeldung wurde nicht abgeschlossen. Bitte melden Sie sich erneut an.',
  signOut: 'Abmelden',
  signedInAs: 'Angemeldet als {name}',
  signedIn: 'Sie sind angemeldet.',
  myAccount: 'Mein Konto',
  ACCOUNT_INFO: 'Mein Konto',
  ORDERS: 'Meine Bestellungen',
  BOOKINGS: 'Meine Buchungen',
  EVENTS: 'Meine Veranstaltungen',
  SUBSCRIPTIONS: 'Meine Abonnements',
  email: 'E-Mail',
  password: 'Passwort',
  firstName: 'Vorname',
  lastName: 'Nachname',
  forgot: 'Passwort vergessen?',
  createTitle: 'Konto erstellen',
  backToSignIn: 'Zurück zur Anmeldung',
  verify: 'Bestätigen',
  code: 'Bestätigungscode',
  recover: 'Passwort zurücksetzen',
  'sign-in': 'Stattdessen anmelden',
  captchaMissing: 'Bitte schließen Sie die Captcha-Prüfung ab und versuchen Sie es erneut.',
  captchaInvalid:
    'Die Captcha-Prüfung ist fehlgeschlagen oder abgelaufen. Bitte schließen Sie sie erneut ab.',
  invalidEmail:
    'Mit dieser E-Mail-Adresse konnten wir Sie nicht anmelden. Prüfen Sie sie oder erstellen Sie ein Konto.',
  emailAlreadyExists:
    'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich stattdessen an.',
  invalidPassword:
    'Dieses Passwort stimmt nicht. Versuchen Sie es erneut oder setzen Sie es zurück.',
  resetPassword: 'Sie müssen ein neues Passwort festlegen, bevor Sie sich anmelden können.',
  approval:
    'Danke! Der Betreiber der Website muss Ihr Konto freigeben, bevor Sie sich anmelden können. Sie erhalten eine E-Mail, sobald es freigegeben ist.',
  wrongCode:
    'Dieser Code hat nicht funktioniert. Prüfen Sie ihn und versuchen Sie es erneut, oder fordern Sie einen neuen an.',
  unsupported:
    'Ihr Konto braucht einen Anmeldeschritt, den dieses Formular nicht unterstützt. Bitte versuchen Sie es später erneut.',
  tryAgain: 'Bitte versuchen Sie es erneut.',
  tooManyTries:
    'Zu viele Versuche. Bitte warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  enterEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  loading: 'Wird geladen…',
};

export default de;
