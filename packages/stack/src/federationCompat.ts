import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { satisfies, validRange, valid } from 'semver';

/** What one app's build writes in `federation-shared.json` (packages/federation: SharedContractPlugin). */
export interface SharedContract {
  name: string;
  shared: Record<string, { version: string; requiredVersion: string }>;
}

export const SHARED_CONTRACT_FILE = 'federation-shared.json';

/**
 * Why `remote` cannot run beside `shell` on one page, in Spanish, or an empty list.
 *
 * Every library in the list is a singleton: the page runs one copy, usually the shell's (loaded
 * first), sometimes the remote's when it is newer. So each side's version must fall in the other
 * side's accepted range, and the remote may share nothing the shell does not share (it would run
 * a second React beside the shell's: hooks break).
 */
export function incompatibleShares(shell: SharedContract, remote: SharedContract): string[] {
  const problems: string[] = [];
  for (const [key, theirs] of Object.entries(remote.shared)) {
    const ours = shell.shared[key];
    if (!ours) {
      problems.push(`${remote.name} comparte ${key}, que ${shell.name} no comparte: la página tendría dos copias.`);
      continue;
    }
    for (const [side, version, other, range] of [
      [shell.name, ours.version, remote.name, theirs.requiredVersion],
      [remote.name, theirs.version, shell.name, ours.requiredVersion],
    ] as const) {
      if (!valid(version) || !validRange(range)) {
        problems.push(`${key}: versión «${version}» o rango «${range}» ilegible (${side} / ${other}).`);
      } else if (!satisfies(version, range, { includePrerelease: true })) {
        problems.push(`${key}: ${side} trae ${version}, fuera del rango ${range} que pide ${other}.`);
      }
    }
  }
  return problems;
}

/** Reads an app's contract from its build folder or from a running site (`https://…/remotes/stories/`). */
export async function readSharedContract(location: string): Promise<SharedContract> {
  const text = /^https?:\/\//.test(location)
    ? await fetch(new URL(SHARED_CONTRACT_FILE, location.endsWith('/') ? location : `${location}/`)).then(async (answer) => {
        if (!answer.ok) throw new Error(`${location}: ${SHARED_CONTRACT_FILE} respondió ${answer.status}`);
        return answer.text();
      })
    : await readFile(join(location, SHARED_CONTRACT_FILE), 'utf8').catch(() => {
        throw new Error(`${location}: falta ${SHARED_CONTRACT_FILE} (compila la app primero)`);
      });
  const contract = JSON.parse(text) as Partial<SharedContract>;
  if (typeof contract.name !== 'string' || typeof contract.shared !== 'object' || contract.shared === null) {
    throw new Error(`${location}: ${SHARED_CONTRACT_FILE} no tiene la forma { name, shared }`);
  }
  return contract as SharedContract;
}

/** Checks each remote against the shell; returns every problem, prefixed with the remote's location. */
export async function checkFederation(shellLocation: string, remoteLocations: string[]): Promise<string[]> {
  const shell = await readSharedContract(shellLocation);
  const problems: string[] = [];
  for (const location of remoteLocations) {
    for (const problem of incompatibleShares(shell, await readSharedContract(location))) problems.push(`${location}: ${problem}`);
  }
  return problems;
}
