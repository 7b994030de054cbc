// A notification's `resource` is AEAD_AES_256_GCM-encrypted with the merchant's APIv3 key: the
// ciphertext is base64 of the encrypted bytes followed by the 16-byte tag.
import { createCipheriv, createDecipheriv } from 'node:crypto';

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

const tagLength = 16;

/** The plaintext, or null when the tag does not match (wrong key, or altered in transit). */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= tagLength) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - tagLength));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - tagLength)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** What WeChat Pay does to a resource before it sends it (used by the test double). */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  nonceValue: string,
  associatedData: string,
  originalType: string,
): EncryptedResource {
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(nonceValue, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce: nonceValue,
    original_type: originalType,
  };
}
