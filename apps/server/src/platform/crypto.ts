import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt,
  timingSafeEqual,
  createHash,
} from 'node:crypto';
import { promisify } from 'node:util';
import { badRequest } from './errors.js';
import { forbiddenCharacters } from './input-guard.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Passcodes are short, so the hash is deliberately slow (scrypt) and salted per account. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(secret, Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * GetEncValue's format: base64url(iv | tag | ciphertext) with AES-256-GCM under the server key.
 * The contract sends location values through it; it hides them from casual logs, it is not authorization.
 */
export function createCipher(key: Buffer) {
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(token: string, field = 'value'): string {
      const raw = Buffer.from(token, 'base64url');
      if (raw.length < 28) throw badRequest(`${field} is not a valid encrypted value`);
      let plain: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw badRequest(`${field} is not a valid encrypted value`);
      }
      // The same characters as in plain input are refused (input-guard.ts), now that they can be seen.
      const problem = forbiddenCharacters(plain);
      if (problem) throw badRequest(`${field} ${problem}`);
      return plain;
    },
  };
}
export type Cipher = ReturnType<typeof createCipher>;
