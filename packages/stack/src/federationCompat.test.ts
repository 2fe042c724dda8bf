import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incompatibleShares, readSharedContract, type SharedContract } from './federationCompat';

const shell: SharedContract = {
  name: 'shell',
  shared: {
    react: { version: '19.2.0', requiredVersion: '^19.2.0' },
    'react-dom': { version: '19.2.0', requiredVersion: '^19.2.0' },
    'react-router-dom': { version: '7.18.5', requiredVersion: '^7.9.0' },
    '@universo/platform': { version: '0.1.0', requiredVersion: '^0.1.0' },
  },
};

function remoteWith(shared: SharedContract['shared']): SharedContract {
  return { name: 'stories', shared: { ...shell.shared, ...shared } };
}

describe('incompatibleShares', () => {
  it('accepts a remote built with the same singletons, or a newer patch within both ranges', () => {
    expect(incompatibleShares(shell, remoteWith({}))).toEqual([]);
    expect(incompatibleShares(shell, remoteWith({ react: { version: '19.2.3', requiredVersion: '^19.2.0' } }))).toEqual([]);
  });

  it('refuses a remote built with a React the shell does not accept, and one that needs a newer React than the page runs', () => {
    expect(incompatibleShares(shell, remoteWith({ react: { version: '20.0.0', requiredVersion: '^20.0.0' } }))).toEqual([
      'react: shell trae 19.2.0, fuera del rango ^20.0.0 que pide stories.',
      'react: stories trae 20.0.0, fuera del rango ^19.2.0 que pide shell.',
    ]);
    expect(incompatibleShares(shell, remoteWith({ 'react-router-dom': { version: '7.20.0', requiredVersion: '^7.20.0' } }))).toEqual([
      'react-router-dom: shell trae 7.18.5, fuera del rango ^7.20.0 que pide stories.',
    ]);
  });

  it('refuses a singleton the shell does not share, and unreadable versions', () => {
    expect(incompatibleShares(shell, remoteWith({ redux: { version: '5.0.1', requiredVersion: '^5.0.0' } }))).toEqual([
      'stories comparte redux, que shell no comparte: la página tendría dos copias.',
    ]);
    expect(incompatibleShares(shell, remoteWith({ react: { version: 'latest', requiredVersion: '^19.2.0' } }))[0]).toMatch(/ilegible/);
  });
});

describe('readSharedContract', () => {
  it('reads a build folder and says clearly when the file is missing or malformed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    await expect(readSharedContract(dir)).rejects.toThrow(/falta federation-shared.json/);
    await writeFile(join(dir, 'federation-shared.json'), JSON.stringify(shell));
    await expect(readSharedContract(dir)).resolves.toEqual(shell);
    await writeFile(join(dir, 'federation-shared.json'), '{"shared":{}}');
    await expect(readSharedContract(dir)).rejects.toThrow(/forma/);
  });
});
