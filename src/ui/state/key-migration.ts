// Once per page: keys saved per origin by earlier versions move to the exact server URL of
// the earliest stored run at that origin (run-keys.ts says why). Reads run headers only.
import { listRuns, openStore } from '../../storage/index.ts';
import { migrateLegacyKeys } from './run-keys.ts';

let done: Promise<void> | null = null;

export function migrateKeysOnce(): Promise<void> {
  done ??= (async () => {
    try {
      const runs = await listRuns(await openStore());
      const uses = runs.flatMap((r) => (r.spec.engine.kind === 'openai' && r.spec.engine.base_url ? [{ base_url: r.spec.engine.base_url, created_at: r.created_at }] : []));
      migrateLegacyKeys(uses);
    } catch {
      // Unreadable storage: the old keys stay and are offered on the form instead.
    }
  })();
  return done;
}
