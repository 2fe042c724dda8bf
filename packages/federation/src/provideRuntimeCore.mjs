// A federation runtime plugin of the shell: puts the shell's copy of the federation runtime where
// remotes built with `experiments.externalRuntime` look for it (`_FEDERATION_RUNTIME_CORE` on the
// global object), so a remote's remoteEntry.js does not bring a second copy.
//
// The package's own `provideExternalRuntime` does the same, but its plugin imports the runtime's
// CommonJS build: the shell then carried two copies (~20 KB gzipped more). This one imports the
// copy the shell's bundle already has.
import * as runtimeCore from '@module-federation/runtime-core';

/** @returns {{ name: string, beforeInit: (args: any) => any }} */
export default function provideRuntimeCore() {
  return {
    name: 'universo-provide-runtime-core',
    beforeInit(args) {
      const global = /** @type {Record<string, unknown>} */ (runtimeCore.Global);
      if (!global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
