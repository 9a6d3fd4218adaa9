// Opens the versioned `stepbench` database (IndexedDB through `idb`).
import { openDB } from 'idb';
import type { IDBPDatabase } from 'idb';
import { DB_VERSION, migrate } from './migrations.ts';
import { DB_NAME } from './schema.ts';
import type { StepbenchDB } from './schema.ts';

export type Store = IDBPDatabase<StepbenchDB>;

export interface OpenOptions {
  /** Another database name (tests). */
  name?: string;
  /** Called when another tab holds an older version open. */
  onBlocked?: () => void;
}

/**
 * The browser holds this data in a newer layout than this version of the app reads: a
 * newer deploy ran here and the site was then rolled back (or an old copy is served from
 * a cache). Nothing is changed; the message says what happened and what to do.
 */
export class DatabaseTooNewError extends Error {
  readonly found: number | null;
  readonly reads: number;

  constructor(found: number | null, reads: number, options?: { cause?: unknown }) {
    super(
      `This browser's stepbench data was saved by a newer version of stepbench (storage layout ${found ?? 'newer'}; this version reads up to ${reads}), ` +
        'so this older version cannot open it — most likely the site was updated and then rolled back, or an old copy of the app is open. ' +
        'Nothing was changed or deleted. Reload the page (an installed app: close every window of it and open it again) to get the newest version, ' +
        'or open the newer version where it is published. Do not clear this site\'s data unless you have exported your runs from the newer version first.',
      options,
    );
    this.name = 'DatabaseTooNewError';
    this.found = found;
    this.reads = reads;
  }
}

async function storedVersion(name: string): Promise<number | null> {
  try {
    const all = await indexedDB.databases();
    return all.find((d) => d.name === name)?.version ?? null;
  } catch {
    return null;
  }
}

export async function openStore(options: OpenOptions = {}): Promise<Store> {
  const name = options.name ?? DB_NAME;
  try {
    return await openDB<StepbenchDB>(name, DB_VERSION, {
      upgrade(db, oldVersion, newVersion, tx) {
        migrate(db, oldVersion, newVersion ?? DB_VERSION, tx);
      },
      blocked() {
        options.onBlocked?.();
      },
      blocking(_current, _blocked, event) {
        // A newer version (another tab after an update) wants to upgrade: let it.
        (event.target as IDBDatabase | null)?.close();
      },
    });
  } catch (err) {
    if ((err as { name?: unknown } | null)?.name === 'VersionError') throw new DatabaseTooNewError(await storedVersion(name), DB_VERSION, { cause: err });
    throw err;
  }
}
