import type { StepsKey } from './steps.text';

const de: Record<StepsKey, string> = {
  passwordRule: 'Mindestens {n} Zeichen.',
  createAccount: 'Konto erstellen',
  haveAccount: 'Ich habe bereits ein Konto',
  resetTitle: 'Passwort zurücksetzen',
  sendReset: 'Link zum Zurücksetzen senden',
  resetSent:
    'Falls ein Konto {email} verwendet, haben wir einen Link zum Festlegen eines neuen Passworts gesendet.',
  checkEmail: 'Prüfen Sie Ihre E-Mails',
  newCode: 'Neuen Code senden',
  codeSent: 'Wir haben einen neuen Code an {email} gesendet.',
  enterCode: 'Geben Sie den Code ein, den wir an {email} gesendet haben.',
};

export default de;
