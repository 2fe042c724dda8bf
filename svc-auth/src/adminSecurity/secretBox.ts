import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps TOTP secrets encrypted at rest (AES-256-GCM) and recovery codes as keyed hashes
 * (HMAC-SHA-256). Both keys are derived from SESSION_SECRET with HKDF under their own labels: a
 * copy of the database alone reveals neither a secret nor a code. Changing SESSION_SECRET makes
 * the stored secrets unreadable: admins enrol again (see README).
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(masterSecret: string) {
    this.encryptionKey = derive(masterSecret, 'admin-totp-secret-v1');
    this.hashKey = derive(masterSecret, 'admin-recovery-code-v1');
  }

  /** "v1:" + base64(iv | tag | ciphertext); `context` (the user id) binds it to its row. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** The plain text, or null when it was sealed with another key or for another row. */
  open(sealed: string, context: string): string | null {
    if (!sealed.startsWith('v1:')) return null;
    const raw = Buffer.from(sealed.slice(3), 'base64');
    if (raw.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** The stored form of a normalized recovery code (64 hex characters). */
  hash(normalizedCode: string): string {
    return createHmac('sha256', this.hashKey).update(normalizedCode).digest('hex');
  }
}

function derive(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'universo-de-francesca', label, 32));
}
