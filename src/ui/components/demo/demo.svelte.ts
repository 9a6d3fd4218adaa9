// The #/demo view's state: how many pairs, which run the story is about, the story itself
// and what stored runs say about this device's speed. The run goes through the page's one
// run state (public methods only), so it is an ordinary stored run; the story comes from
// the results worker once the run is complete. Module-level, so a run started here keeps
// its story while the teacher looks at other views.
import type { DomainId } from '../../../core/domains/types.ts';
import { runDomain } from '../../../core/run/log.ts';
import type { PastRun, Story } from '../../../core/metrics/index.ts';
import { listRunsWithSummaries, openStore, type Store } from '../../../storage/index.ts';
import { withoutAutostart } from '../../state/deeplink.ts';
import type { RunState } from '../../state/run.svelte.ts';
import { runLabel, type EngineKind } from '../../../core/run/index.ts';
import type { RunForm } from '../../state/run-form.ts';
import { resultsClient } from '../../workers/results-client.ts';
import { DEFAULT_PAIRS, parseDemoLink, pastRunOf } from './demo-link.ts';

/** Stored runs without a summary whose summary is computed for the estimate (newest first). */
const SUMMARIZE_AT_MOST = 12;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class DemoState {
  pairs = $state(DEFAULT_PAIRS);
  #runId = $state<string | null>(null);
  #awaiting = false;
  /** The run this tab showed before the demo's started: never mistaken for the demo's own. */
  #before: string | null = null;
  #story = $state.raw<Story | null>(null);
  #label = $state<string | null>(null);
  #storyError = $state<string | null>(null);
  #loading = $state(false);
  #past = $state.raw<PastRun[] | null>(null);
  #warnings = $state.raw<string[]>([]);
  /** The engine chosen for the demo (a link, a click, or a model found ready); null: none yet. */
  #choice = $state<EngineKind | null>(null);
  /** The engine of the run whose story is shown (its kind decides how the numbers are worded). */
  #storyEngine = $state<string | null>(null);
  #storyDomain = $state<DomainId>('linear');
  #importing = $state(false);
  #importMessage = $state.raw<{ kind: 'ok' | 'error'; text: string } | null>(null);
  #appliedLink: string | null = null;
  #db: Promise<Store> | null = null;

  get runId(): string | null { return this.#runId; }
  get story(): Story | null { return this.#story; }
  get label(): string | null { return this.#label; }
  get storyError(): string | null { return this.#storyError; }
  get loading(): boolean { return this.#loading; }
  /** null until the stored runs are read. */
  get past(): PastRun[] | null { return this.#past; }
  get warnings(): string[] { return this.#warnings; }
  get choice(): EngineKind | null { return this.#choice; }
  get storyEngine(): string | null { return this.#storyEngine; }
  /** The story's run's domain: the paper's numbers stand beside linear runs only. */
  get storyDomain(): DomainId { return this.#storyDomain; }
  get importing(): boolean { return this.#importing; }
  get importMessage(): { kind: 'ok' | 'error'; text: string } | null { return this.#importMessage; }

  /** The teacher picks an engine (or the demo picks a model it found ready); the run form follows. */
  choose(engine: EngineKind, run: RunState, values: Partial<RunForm> = {}): void {
    this.#choice = engine;
    run.setForm({ ...values, engine });
  }

  /** Prefills from #/demo?…, once per distinct link; starts only with autostart=1, and only as link-consent.ts allows. */
  applyLink(params: URLSearchParams, run: RunState): void {
    const clean = withoutAutostart(`?${params.toString()}`).slice(1);
    if (clean === '' || clean === this.#appliedLink) return;
    this.#appliedLink = clean;
    const link = parseDemoLink(params);
    this.#warnings = link.warnings;
    if (Object.keys(link.form).length > 0) run.setForm(link.form);
    if (link.form.engine !== undefined) this.#choice = link.form.engine;
    if (link.pairs !== null) this.pairs = link.pairs;
    if (link.run !== null && link.run !== this.#runId) void this.show(link.run);
    if (link.autostart) {
      // A reload must not start a second run.
      history.replaceState(history.state, '', withoutAutostart(location.hash));
      if (link.warnings.length > 0) {
        this.#warnings = [...link.warnings, 'autostart=1: not started, because the settings above were not accepted; check them and press "Run the demo"'];
        return;
      }
      // What the demo will run (both sets, 2 × pairs), so the consent shows the real request count.
      run.setForm({ set: 'both', limit: 2 * this.pairs });
      void run.autostart('demo', () => this.start(run));
    }
  }

  async start(run: RunState): Promise<void> {
    if (run.active || this.#choice === null) return;
    run.setForm({ set: 'both', limit: 2 * this.pairs });
    this.#before = run.run?.id ?? null;
    this.#awaiting = true;
    this.#runId = null;
    this.#story = null;
    this.#storyError = null;
    await run.start();
    // The form had issues (the run state lists them): no run of ours is coming.
    if (run.issues.length > 0 || (run.phase === 'idle' && run.run === null)) this.#awaiting = false;
  }

  /** Follows the run state: adopts the run it started, tells the story when it is complete. */
  track(run: RunState): void {
    const info = run.run;
    if (this.#awaiting && info && info.id !== this.#before) {
      this.#awaiting = false;
      this.#runId = info.id;
    }
    if (info && info.id === this.#runId && run.phase === 'complete' && !this.#story && !this.#loading && !this.#storyError) {
      void this.show(info.id);
      void this.loadPast();
    }
  }

  /** The story of a stored run; the address then names the run, so a reload shows it again. */
  async show(id: string): Promise<void> {
    this.#runId = id;
    this.#loading = true;
    this.#storyError = null;
    try {
      const [story, header] = await Promise.all([resultsClient().api.story(id), this.#store().then((s) => s.get('runs', id))]);
      if (this.#runId !== id) return;
      this.#story = story;
      this.#label = header ? runLabel(header) : id;
      this.#storyEngine = header?.spec.engine.kind ?? null;
      this.#storyDomain = header ? runDomain(header.spec) : 'linear';
      if (location.hash.startsWith('#/demo')) history.replaceState(history.state, '', `#/demo?run=${encodeURIComponent(id)}`);
    } catch (e) {
      // A colleague's link names a run stored in their browser, not in this one.
      const elsewhere = /no stored run/.test(message(e)) ? ' A run made in another browser is opened from its run file (exported from Results there): "Open a colleague\'s run file" below.' : '';
      if (this.#runId === id) this.#storyError = `The story of run ${id} could not be told: ${message(e)}.${elsewhere}`;
    } finally {
      if (this.#runId === id) this.#loading = false;
    }
  }

  /**
   * A colleague's run file (exported from Results or written by the CLI): imported into
   * this browser, then its story is told. A run already stored here is shown as stored.
   */
  async importFile(file: File): Promise<void> {
    this.#importing = true;
    this.#importMessage = null;
    try {
      const api = resultsClient().api;
      const checked = await api.checkImport(await file.text());
      if (!checked.ok) {
        const where = checked.issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`).join('; ');
        this.#importMessage = { kind: 'error', text: `${file.name} is not a run file stepbench can read (${where}); nothing was imported.` };
        return;
      }
      const first = checked.runs[0];
      if (!first) return;
      if (checked.runs.every((r) => r.exists)) {
        api.discardImport(checked.token);
        this.#importMessage = { kind: 'ok', text: `${first.label} is already stored in this browser; here is its story.` };
      } else {
        await api.commitImport(checked.token, false).catch((e: unknown) => {
          // Some runs of the file exist, some do not: nothing is replaced without asking (Results asks).
          api.discardImport(checked.token);
          throw e;
        });
        const more = checked.runs.length > 1 ? ` (and ${checked.runs.length - 1} more run${checked.runs.length > 2 ? 's' : ''}, in Results)` : '';
        this.#importMessage = { kind: 'ok', text: `Imported ${first.label} from ${file.name}${more}.` };
      }
      await this.show(first.id);
      void this.loadPast();
    } catch (e) {
      this.#importMessage = { kind: 'error', text: `${file.name} could not be imported: ${message(e)}` };
    } finally {
      this.#importing = false;
    }
  }

  /** Back to the setup (the run stays stored). */
  reset(): void {
    this.#runId = null;
    this.#story = null;
    this.#storyEngine = null;
    this.#storyError = null;
    this.#awaiting = false;
    if (location.hash.startsWith('#/demo?')) history.replaceState(history.state, '', '#/demo');
  }

  /** What the stored runs say about this device's speed; summaries missing are computed in the results worker. */
  async loadPast(): Promise<void> {
    try {
      const listings = await listRunsWithSummaries(await this.#store());
      this.#past = listings.map((l) => pastRunOf(l.run, l.summary?.metrics ?? null));
      const missing = listings.filter((l) => !l.summary && l.run.record_count > 0).slice(0, SUMMARIZE_AT_MOST);
      if (missing.length === 0) return;
      const filled = await Promise.all(missing.map((l) => resultsClient().api.summary(l.run.id).catch(() => null)));
      // A local lookup, never rendered: no reactive map needed.
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      const byId = new Map(missing.map((l, i) => [l.run.id, filled[i]?.metrics ?? null]));
      this.#past = listings.map((l) => pastRunOf(l.run, byId.get(l.run.id) ?? l.summary?.metrics ?? null));
    } catch {
      this.#past = [];
    }
  }

  #store(): Promise<Store> {
    this.#db ??= openStore();
    return this.#db;
  }
}

let shared: DemoState | undefined;

export function demoState(): DemoState {
  shared ??= new DemoState();
  return shared;
}
