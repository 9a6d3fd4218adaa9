// The CLI's crash-safe run file. The file the browser imports is one JSON document
// (the RunLog); rewriting it per sample would be O(n) each time, so during a run:
// - each record is appended as one line to `<out>.journal.jsonl` the moment its
//   sample finishes (a write(2) that has returned survives SIGKILL; fdatasync is
//   grouped at most `syncMs` apart, which bounds what a power loss can take);
// - the JSON is rewritten atomically (temp file, fsync, rename) every
//   `checkpointEvery` records or `checkpointMs`, and at the end; after a rewrite
//   the journal is cut back to its header line;
// - loading reads the JSON, then the journal, deduplicating by sample id (last
//   wins), so a crash between any two of these steps loses and repeats nothing.
// The journal's first line names the run id, so a stale journal is never mixed in.
import { writeSync } from 'node:fs';
import { readFile, rm, stat, type FileHandle } from 'node:fs/promises';
import { RecordBook, formatIssues, inFileOrder, validateRecord, validateRunLog, type Recorder, type RunEnd, type RunLog, type SampleRecord, type Validated } from '../core/run/index.ts';
import { FileProblem, describeFsError, fileProblem } from './fs-errors.ts';
import { openRegularForWrite, writeFileAtomic } from './safe-output.ts';

export { writeFileAtomic };

export interface RunFileOptions {
  checkpointEvery?: number;
  checkpointMs?: number;
  syncMs?: number;
  now?: () => string;
}

const JOURNAL_FORMAT = 1;

export function journalPathFor(path: string): string {
  return `${path}.journal.jsonl`;
}

function header(runId: string): string {
  return JSON.stringify({ stepbench_journal: JOURNAL_FORMAT, run_id: runId }) + '\n';
}

/** The file's text, null when it does not exist; a FIFO, device or folder is refused (reading one would block or mislead). */
async function readIfExists(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new FileProblem(`cannot read ${path}: it is not a regular file (${info.isDirectory() ? 'a folder' : info.isFIFO() ? 'a named pipe' : 'a device or socket'})`);
    return await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw fileProblem(err, path, 'read');
  }
}

export interface JournalRead {
  records: SampleRecord[];
  /** A last line cut short by a crash mid-write: ignored, its sample is redone. */
  truncatedTail: boolean;
}

/** Reads a journal; a bad line other than a torn last one is an error (the file was tampered with). */
export function readJournal(text: string, runId: string, path: string): Validated<JournalRead> {
  const lines = text.split('\n');
  const endsClean = text.endsWith('\n');
  if (endsClean) lines.pop();
  const records: SampleRecord[] = [];
  let truncatedTail = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const last = i === lines.length - 1 && !endsClean;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (last) { truncatedTail = true; continue; }
      return { ok: false, issues: [{ path: `${path}:${i + 1}`, message: 'not valid JSON' }] };
    }
    if (i === 0) {
      const h = value as { stepbench_journal?: unknown; run_id?: unknown };
      if (h.stepbench_journal !== JOURNAL_FORMAT) return { ok: false, issues: [{ path: `${path}:1`, message: 'not a stepbench journal header' }] };
      if (h.run_id !== runId) return { ok: false, issues: [{ path: `${path}:1`, message: `journal belongs to run ${String(h.run_id)}, not ${runId}` }] };
      continue;
    }
    const checked = validateRecord(value);
    if (!checked.ok) {
      const issue = checked.issues[0];
      return { ok: false, issues: [{ path: `${path}:${i + 1} ${issue && issue.path !== '(root)' ? issue.path : ''}`.trim(), message: issue?.message ?? 'invalid record' }] };
    }
    records.push(checked.value);
  }
  return { ok: true, value: { records, truncatedTail } };
}

/** Loads a run file and its journal (if any) into one deduplicated, validated RunLog. */
export async function loadRunFile(path: string): Promise<Validated<{ log: RunLog; journalRecords: number; truncatedTail: boolean }>> {
  let text: string | null;
  let journalText: string | null;
  try {
    text = await readIfExists(path);
    journalText = text === null ? null : await readIfExists(journalPathFor(path));
  } catch (err) {
    return { ok: false, issues: [{ path, message: err instanceof FileProblem ? err.message : describeFsError(err, path, 'read') }] };
  }
  if (text === null) return { ok: false, issues: [{ path, message: 'file not found' }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, issues: [{ path, message: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` }] };
  }
  const validated = validateRunLog(value);
  if (!validated.ok) return validated;
  const log = validated.value;
  if (journalText === null || journalText === '') return { ok: true, value: { log, journalRecords: 0, truncatedTail: false } };
  const journal = readJournal(journalText, log.id, journalPathFor(path));
  if (!journal.ok) return journal;
  const merged = new RecordBook([...log.records, ...journal.value.records]);
  return {
    ok: true,
    value: { log: { ...log, records: [...merged.records] }, journalRecords: journal.value.records.length, truncatedTail: journal.value.truncatedTail },
  };
}

/**
 * The CLI's Recorder: `create` starts a new run file, `open` continues one; nothing is
 * written before begin(). Records follow the record rule (records.ts) through a RecordBook.
 */
export class RunFile implements Recorder {
  readonly path: string;
  readonly journalPath: string;
  private log: RunLog;
  private book: RecordBook;
  private journal: FileHandle | null = null;
  private headerBytes = 0;
  private queue: Promise<void> = Promise.resolve();
  private sinceCheckpoint = 0;
  private lastCheckpoint = Date.now();
  private lastSync = Date.now();
  private readonly checkpointEvery: number;
  private readonly checkpointMs: number;
  private readonly syncMs: number;
  private readonly now: () => string;

  private constructor(path: string, log: RunLog, options: RunFileOptions) {
    this.path = path;
    this.journalPath = journalPathFor(path);
    this.book = new RecordBook(log.records);
    this.log = { ...log, records: [...this.book.records] };
    // The journal is the durable copy; the JSON rewrite (the whole growing file) only bounds
    // how much a reader must merge, so it is rare.
    this.checkpointEvery = options.checkpointEvery ?? 1000;
    this.checkpointMs = options.checkpointMs ?? 30_000;
    this.syncMs = options.syncMs ?? 1_000;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  /** A new run file at `path` (begin() overwrites it and its journal). */
  static create(path: string, log: RunLog, options: RunFileOptions = {}): RunFile {
    return new RunFile(path, log, options);
  }

  /** An existing run file and its journal, merged and validated (begin() rewrites it once and resets the journal). */
  static async open(path: string, options: RunFileOptions = {}): Promise<Validated<RunFile>> {
    const loaded = await loadRunFile(path);
    if (!loaded.ok) return loaded;
    return { ok: true, value: new RunFile(path, loaded.value.log, options) };
  }

  /** The Recorder's begin: status running, the JSON written, a fresh journal. */
  async begin(): Promise<RunLog> {
    this.log = inFileOrder({ ...this.log, status: 'running', stop_reason: null, stop_hint: null });
    await writeFileAtomic(this.path, JSON.stringify(this.log));
    await this.openJournal(true);
    return this.runLog;
  }

  private async openJournal(truncate: boolean): Promise<void> {
    // Truncate separately: only an O_APPEND handle keeps appending at the end after truncate().
    // Both opens refuse a link, a FIFO or a device where the journal should be.
    if (truncate) await (await openRegularForWrite(this.journalPath, 'truncate')).close();
    this.journal = await openRegularForWrite(this.journalPath, 'append');
    const h = header(this.log.id);
    try {
      await this.journal.appendFile(h, 'utf8');
      await this.journal.datasync();
    } catch (err) {
      throw fileProblem(err, this.journalPath, 'write');
    }
    this.headerBytes = Buffer.byteLength(h);
  }

  get runLog(): RunLog {
    return this.log;
  }

  /** Persists one record; resolves once it survives a killed process. */
  append(record: SampleRecord): Promise<void> {
    return this.enqueue(async () => {
      const journal = this.journal;
      if (!journal) throw new Error('run file is closed');
      // One write(2) on the O_APPEND descriptor: once it returns the line survives SIGKILL,
      // and it costs a tenth of FileHandle.appendFile's promise machinery per record.
      // A failure (a full disk) stops the run with the reason in words.
      try {
        writeSync(journal.fd, JSON.stringify(record) + '\n');
      } catch (err) {
        throw fileProblem(err, this.journalPath, 'write');
      }
      const replaced = this.book.put(record);
      if (replaced) this.log.records[this.book.position(record.sample_id)] = record;
      else this.log.records.push(record);
      this.sinceCheckpoint++;
      if (Date.now() - this.lastSync >= this.syncMs) {
        await journal.datasync().catch((err: unknown) => { throw fileProblem(err, this.journalPath, 'write'); });
        this.lastSync = Date.now();
      }
      if (this.sinceCheckpoint >= this.checkpointEvery || Date.now() - this.lastCheckpoint >= this.checkpointMs) await this.writeCheckpoint();
    });
  }

  /** Rewrites the JSON now (e.g. before printing a resume hint). */
  checkpoint(): Promise<void> {
    return this.enqueue(() => this.writeCheckpoint());
  }

  /** Final status: writes the JSON and drops the journal (everything is in the JSON). */
  finish(end: RunEnd): Promise<void> {
    return this.enqueue(async () => {
      this.log.status = end.status;
      this.log.stop_reason = end.stop_reason;
      this.log.stop_hint = end.stop_hint;
      await this.writeCheckpoint();
      await this.journal?.close();
      this.journal = null;
      await rm(this.journalPath, { force: true });
    });
  }

  private async writeCheckpoint(): Promise<void> {
    this.log.updated_at = this.now();
    await writeFileAtomic(this.path, JSON.stringify(this.log));
    // The JSON now holds every record, so the journal can start over; a crash
    // before this cut only leaves duplicates, which loading deduplicates.
    if (this.journal) {
      await this.journal.truncate(this.headerBytes);
      await this.journal.datasync();
    }
    this.sinceCheckpoint = 0;
    this.lastCheckpoint = Date.now();
    this.lastSync = Date.now();
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    // Keep the chain alive after a failure; the caller still sees the rejection.
    this.queue = run.catch(() => undefined);
    return run;
  }
}

export { formatIssues };
