// The sign-in page's texts. They live beside the page rather than in messages/<locale>.json; English is
// the fallback for every locale without its own entry.
export type SignInErrorCode =
  | 'Verification'
  | 'EmailSignin'
  | 'OAuthSignin'
  | 'OAuthCallbackError'
  | 'OAuthAccountNotLinked'
  | 'AccessDenied'
  | 'Configuration'
  | 'SessionRequired'
  | 'Default';

export type SignInText = {
  title: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  emailRequired: string;
  emailInvalid: string;
  sendLink: string;
  or: string;
  continueWithGoogle: string;
  checkTitle: string;
  checkBody: (email: string | null) => string;
  useAnotherAddress: string;
  errors: Record<SignInErrorCode, string>;
};

const en: SignInText = {
  title: 'Sign in',
  intro: 'We will e-mail you a link that signs you in. No password needed.',
  emailLabel: 'E-mail address',
  emailPlaceholder: 'you@example.com',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  sendLink: 'Send sign-in link',
  or: 'or',
  continueWithGoogle: 'Continue with Google',
  checkTitle: 'Check your e-mail',
  checkBody: (email) =>
    `We sent a sign-in link to ${email ?? 'your address'}. Open it on this device to finish signing in.`,
  useAnotherAddress: 'Use a different address',
  errors: {
    Verification: 'That sign-in link has expired or was already used. Ask for a new one below.',
    EmailSignin: 'We could not send the e-mail. Please try again in a moment.',
    OAuthSignin: 'We could not reach the sign-in provider. Please try again.',
    OAuthCallbackError: 'The sign-in provider did not complete the sign-in. Please try again.',
    OAuthAccountNotLinked: 'This address is already used with another sign-in method. Use that one instead.',
    AccessDenied: 'Access was denied.',
    Configuration: 'Sign-in is not set up correctly on this server. Please tell the site operator.',
    SessionRequired: 'Please sign in to continue.',
    Default: 'Sign-in did not work. Please try again.',
  },
};

const es: SignInText = {
  title: 'Iniciar sesión',
  intro: 'Te enviaremos por correo un enlace para iniciar sesión. Sin contraseña.',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@ejemplo.com',
  emailRequired: 'Escribe tu dirección de correo.',
  emailInvalid: 'Escribe una dirección de correo válida.',
  sendLink: 'Enviar enlace de acceso',
  or: 'o',
  continueWithGoogle: 'Continuar con Google',
  checkTitle: 'Revisa tu correo',
  checkBody: (email) =>
    `Enviamos un enlace de acceso a ${email ?? 'tu dirección'}. Ábrelo en este dispositivo para terminar.`,
  useAnotherAddress: 'Usar otra dirección',
  errors: {
    Verification: 'Ese enlace ha caducado o ya se usó. Pide uno nuevo abajo.',
    EmailSignin: 'No pudimos enviar el correo. Inténtalo de nuevo en un momento.',
    OAuthSignin: 'No pudimos contactar con el proveedor de acceso. Inténtalo de nuevo.',
    OAuthCallbackError: 'El proveedor de acceso no completó el inicio de sesión. Inténtalo de nuevo.',
    OAuthAccountNotLinked: 'Esta dirección ya se usa con otro método de acceso. Usa ese método.',
    AccessDenied: 'Acceso denegado.',
    Configuration: 'El inicio de sesión no está bien configurado en este servidor. Avisa al responsable.',
    SessionRequired: 'Inicia sesión para continuar.',
    Default: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  },
};

const byLocale: Partial<Record<string, SignInText>> = { en, es };

export function signInText(locale: string): SignInText {
  return byLocale[locale] ?? en;
}

export function signInErrorCode(value: string | undefined): SignInErrorCode | null {
  if (!value) return null;
  return value in en.errors ? (value as SignInErrorCode) : 'Default';
}
