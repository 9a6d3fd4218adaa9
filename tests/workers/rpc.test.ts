/// <reference lib="dom" />
// workers/rpc.ts (the worker side) and WorkerClient (the page side) against each other,
// through a FakeWorker: a test double of a dedicated Worker that delivers structured
// clones to `serve` on a fake scope in this process (no real threads in Node).
import { describe, expect, it } from 'vitest';
import { pusher, serve, ServiceError, WorkerError, type Api, type Call, type FromWorker } from '../../workers/rpc.ts';
import { WorkerClient } from '../../src/ui/workers/worker-client.ts';

type Ev = { kind: 'progress'; n: number };

/** The double: postMessage ⇄ scope.onmessage, scope.postMessage ⇄ onmessage, each a later task. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly scope: { postMessage: (m: FromWorker<Ev>) => void; onmessage: ((e: MessageEvent<Call>) => void) | null };

  constructor(api: Api, setup?: (push: (e: Ev) => void) => void) {
    this.scope = {
      onmessage: null,
      postMessage: (m) => setTimeout(() => { if (!this.terminated) this.onmessage?.({ data: structuredClone(m) } as MessageEvent); }),
    };
    serve(this.scope, api);
    setup?.(pusher(this.scope));
  }

  postMessage(m: Call): void {
    setTimeout(() => { if (!this.terminated) this.scope.onmessage?.({ data: structuredClone(m) } as MessageEvent<Call>); });
  }

  terminate(): void {
    this.terminated = true;
  }

  crash(message: string): { prevented: boolean } {
    const seen = { prevented: false };
    this.onerror?.({ message, preventDefault: () => { seen.prevented = true; } } as ErrorEvent);
    return seen;
  }
}

const never = new Promise<never>(() => undefined);
const api = {
  add: (a: number, b: number) => a + b,
  async echo(v: { deep: number[] }) { return v; },
  fail() { throw new ServiceError('RunBusy', 'busy', 'a run is going', 'wait for it'); },
  boom() { throw new TypeError('bad thing'); },
  async rejectString() { return Promise.reject('plain'); },
  hang: () => never,
};

function setup(opts: { onEvent?: (e: Ev) => void; onCrash?: (e: WorkerError) => void } = {}, workerSetup?: (push: (e: Ev) => void) => void) {
  const made: FakeWorker[] = [];
  const client = new WorkerClient<typeof api, Ev>(() => {
    const w = new FakeWorker(api, workerSetup);
    made.push(w);
    return w as unknown as Worker;
  }, opts);
  return { client, made };
}

async function rejection(p: Promise<unknown>): Promise<WorkerError> {
  try {
    await p;
  } catch (e) {
    return e as WorkerError;
  }
  throw new Error('expected a rejection');
}

describe('WorkerClient ⇄ serve', () => {
  it('starts the worker on the first call; calls resolve with their own values', async () => {
    const { client, made } = setup();
    expect(client.started).toBe(false);
    const [sum, echoed] = await Promise.all([client.remote.add(2, 3), client.remote.echo({ deep: [1, 2] })]);
    expect(sum).toBe(5);
    expect(echoed).toEqual({ deep: [1, 2] });
    expect(client.started).toBe(true);
    expect(made).toHaveLength(1);
  });

  it('errors arrive as WorkerError with name, code, message and hint', async () => {
    const { client } = setup();
    const busy = await rejection(client.remote.fail());
    expect(busy).toBeInstanceOf(WorkerError);
    expect(busy).toMatchObject({ name: 'RunBusy', code: 'busy', message: 'a run is going', hint: 'wait for it' });
    expect(await rejection(client.remote.boom())).toMatchObject({ name: 'TypeError', code: 'internal', message: 'bad thing', hint: null });
    expect(await rejection(client.remote.rejectString())).toMatchObject({ name: 'Error', code: 'internal', message: 'plain' });
    expect(await rejection(client.call('nope', []))).toMatchObject({ name: 'WorkerError', code: 'no_method', message: 'no method nope' });
    // The worker still serves after errors.
    expect(await client.remote.add(1, 1)).toBe(2);
  });

  it('events reach the listener, in order, beside replies', async () => {
    const events: Ev[] = [];
    const { client } = setup({ onEvent: (e) => events.push(e) }, (push) => { push({ kind: 'progress', n: 1 }); push({ kind: 'progress', n: 2 }); });
    await client.remote.add(0, 0);
    expect(events).toEqual([{ kind: 'progress', n: 1 }, { kind: 'progress', n: 2 }]);
  });

  it('a crash rejects every open call and tells onCrash once', async () => {
    const crashes: WorkerError[] = [];
    const { client, made } = setup({ onCrash: (e) => crashes.push(e) });
    const open = [client.remote.hang(), client.remote.hang()].map(rejection);
    const seen = made[0]!.crash('out of memory');
    const errors = await Promise.all(open);
    for (const e of errors) expect(e).toMatchObject({ name: 'WorkerError', code: 'worker_crashed', message: 'out of memory', hint: 'reload the page' });
    expect(crashes).toHaveLength(1);
    expect(seen.prevented).toBe(true);
    // The crashed worker is dropped: the next call starts a fresh one.
    expect(made[0]!.terminated).toBe(true);
    expect(client.started).toBe(false);
    // A worker that fails to start has no message.
    const again = rejection(client.remote.hang());
    expect(made).toHaveLength(2);
    made[1]!.crash('');
    expect(await again).toMatchObject({ code: 'worker_crashed', message: 'the worker failed to start' });
    expect(await client.remote.add(1, 2)).toBe(3);
    expect(made).toHaveLength(3);
  });

  it('terminate rejects open calls, stops the worker, and a later call starts a fresh one', async () => {
    const { client, made } = setup();
    const open = rejection(client.remote.hang());
    client.terminate();
    expect(await open).toMatchObject({ name: 'WorkerError', code: 'terminated' });
    expect(made[0]!.terminated).toBe(true);
    expect(client.started).toBe(false);
    expect(await client.remote.add(4, 4)).toBe(8);
    expect(made).toHaveLength(2);
    client.terminate();
    client.terminate(); // twice is harmless
  });

  it('a call resolved before a crash stays resolved; only open ones reject', async () => {
    const { client, made } = setup();
    expect(await client.remote.add(1, 2)).toBe(3);
    const open = rejection(client.remote.hang());
    made[0]!.crash('gone');
    expect((await open).code).toBe('worker_crashed');
  });

  it('`await client.remote` is not a thenable trap: no call, no worker', async () => {
    const { client, made } = setup();
    const remote = await client.remote;
    expect(remote).toBe(client.remote);
    expect((client.remote as unknown as { then?: unknown }).then).toBeUndefined();
    expect(made).toHaveLength(0);
    expect(client.started).toBe(false);
  });

  it('serve ignores messages that are not calls; the client ignores replies nobody waits for', async () => {
    const { client, made } = setup();
    await client.remote.add(1, 1);
    const w = made[0]!;
    const posted: unknown[] = [];
    const original = w.scope.postMessage;
    w.scope.postMessage = (m) => { posted.push(m); original(m); };
    w.scope.onmessage?.({ data: { type: 'hello' } } as unknown as MessageEvent<Call>);
    w.onmessage?.({ data: { type: 'reply', id: 999, ok: true, value: 1 } } as MessageEvent);
    expect(posted).toEqual([]);
    expect(await client.remote.add(2, 2)).toBe(4);
  });
});
