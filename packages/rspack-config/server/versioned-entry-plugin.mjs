// Module Federation runtime plugin for the shell's server bundle. The gateway names a remote's
// server entry as a file URL with its build's stamp (file:///…/server/remoteEntry.js?v=…): a
// new stamp is a new release, loaded fresh (Node's require cache dropped for that file), while
// the same stamp is served from the federation's cache. Other entries (http: from a remote's
// own server) take the Node runtime plugin's usual path.
import { fileURLToPath } from 'node:url';

export default function versionedEntryPlugin() {
  return {
    name: 'fresh-pouf-versioned-entry',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const url = new URL(remoteInfo.entry);
      const file = fileURLToPath(new URL(url.pathname, 'file:'));
      // eslint-disable-next-line no-undef -- rspack's name for Node's own require in a bundle
      const nodeRequire = __non_webpack_require__;
      delete nodeRequire.cache[nodeRequire.resolve(file)];
      // A server remoteEntry.js exports its container under its federation name.
      const exported = nodeRequire(file);
      return exported[remoteInfo.entryGlobalName] ?? exported[remoteInfo.name] ?? exported;
    },
  };
}
