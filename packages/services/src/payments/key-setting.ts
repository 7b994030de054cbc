// Payment keys and certificates as an operator has them: PEM text, the path of a PEM file, or the bare
// base64 that Alipay's key tool and console hand out. Each comes back as one normalised PEM, so a key
// that cannot be read stops start-up instead of the first purchase.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

function pemOrBase64(value: string): string {
  const text = value.trim();
  if (text.startsWith('-----BEGIN')) return text;
  if (/^[A-Za-z0-9+/=\s]+$/.test(text) && text.length > 100) return text;
  if (!existsSync(text)) throw new Error('is neither PEM text nor the path of a readable file');
  return readFileSync(text, 'utf8').trim();
}

function firstThatParses(attempts: (() => KeyObject)[]): KeyObject {
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // the next encoding may fit
    }
  }
  throw new Error('is not an RSA key in PEM, PKCS#8 or PKCS#1 form');
}

/** An RSA private key (PKCS#8 or PKCS#1, PEM or bare base64) as a PKCS#8 PEM. */
export function privateKeyPem(value: string): string {
  const text = pemOrBase64(value);
  const der = () => Buffer.from(text.replace(/\s/g, ''), 'base64');
  const key = text.startsWith('-----BEGIN')
    ? firstThatParses([() => createPrivateKey(text)])
    : firstThatParses([
        () => createPrivateKey({ key: der(), format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: der(), format: 'der', type: 'pkcs1' }),
      ]);
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** An RSA public key, or an X.509 certificate's, (PEM or bare base64 SPKI) as an SPKI PEM. */
export function publicKeyPem(value: string): string {
  const text = pemOrBase64(value);
  const key = text.startsWith('-----BEGIN')
    ? firstThatParses([() => createPublicKey(text)])
    : firstThatParses([
        () =>
          createPublicKey({
            key: Buffer.from(text.replace(/\s/g, ''), 'base64'),
            format: 'der',
            type: 'spki',
          }),
      ]);
  return key.export({ type: 'spki', format: 'pem' }).toString();
}
