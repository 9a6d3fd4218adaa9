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

export function openStore(options: OpenOptions = {}): Promise<Store> {
  return openDB<StepbenchDB>(options.name ?? DB_NAME, DB_VERSION, {
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
}
