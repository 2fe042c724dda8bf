// Writes data/common-passwords.txt: the passwords refused at registration and reset because
// anyone trying passwords tries them first. It ships with the project and is read offline.
//
// Source: the most frequent passwords of public breaches, in the frequency order of
// @zxcvbn-ts/language-common (a dependency of the shell, for the strength hint), keeping the
// first 10,000 that the length rule (6 to 128 characters) would otherwise accept, plus the
// Spanish ones of data/spanish-common-passwords.txt.
//
//   node packages/contracts/scripts/commonPasswords.mjs
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOP = 10_000;
const MIN_LENGTH = 6;
const MAX_LENGTH = 128;

const here = dirname(fileURLToPath(import.meta.url));
const data = join(here, '..', 'data');
const require = createRequire(import.meta.url);
const { dictionary } = require('@zxcvbn-ts/language-common');
const version = require('@zxcvbn-ts/language-common/package.json').version;

/** The form the rule compares: Unicode NFC, lower case (as normalizeForPasswordList does). */
const normalize = (password) => password.normalize('NFC').toLowerCase();
const fits = (password) => password.length >= MIN_LENGTH && password.length <= MAX_LENGTH;

const seen = new Set();
const common = [];
for (const password of dictionary['passwords-common']) {
  const entry = normalize(password);
  if (!fits(entry) || seen.has(entry)) continue;
  seen.add(entry);
  common.push(entry);
  if (common.length === TOP) break;
}
const spanish = readFileSync(join(data, 'spanish-common-passwords.txt'), 'utf8')
  .split('\n')
  .map((line) => normalize(line.trim()))
  .filter((line) => line && !line.startsWith('#') && fits(line) && !seen.has(line));
for (const entry of spanish) seen.add(entry);

const header = [
  `# Contraseñas comunes que no se aceptan (${common.length + new Set(spanish).size}): generado por packages/contracts/scripts/commonPasswords.mjs.`,
  `# Las ${common.length} más frecuentes de @zxcvbn-ts/language-common ${version} con 6 a 128 caracteres, y las de spanish-common-passwords.txt.`,
  '# Una por línea, en minúsculas (NFC). No editar a mano.',
];
writeFileSync(join(data, 'common-passwords.txt'), `${[...header, ...common, ...new Set(spanish)].join('\n')}\n`);
console.log(`common-passwords.txt: ${common.length} + ${new Set(spanish).size} contraseñas`);
