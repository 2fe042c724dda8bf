import { randomBytes } from 'node:crypto';

/** A new family account's data, unique per call so tests never collide. */
export function newFamily() {
  const id = randomBytes(4).toString('hex');
  return {
    username: `familia_${id}`,
    email: `familia.${id}@example.com`,
    password: 'clave-segura-123',
    firstName: 'Valentina',
    lastName: 'Rojas',
    age: '8',
  };
}
