// The error codes Auth.js puts in /signin?error=; each has its message at SignIn.errors.<code> in the
// catalogues, and any code Auth.js may add later reads as Default.
const signInErrorCodes = [
  'Verification',
  'EmailSignin',
  'OAuthSignin',
  'OAuthCallbackError',
  'OAuthAccountNotLinked',
  'AccessDenied',
  'Configuration',
  'SessionRequired',
  // Not Auth.js's: the sign-in mail limit (src/server/auth/sign-in-mail-limit.ts).
  'TooManyMails',
  'Default',
] as const;

export type SignInErrorCode = (typeof signInErrorCodes)[number];

export function signInErrorCode(value: string | undefined): SignInErrorCode | null {
  if (!value) return null;
  return signInErrorCodes.find((code) => code === value) ?? 'Default';
}
