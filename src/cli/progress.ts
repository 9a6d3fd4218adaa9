// Progress on stderr: one line rewritten in place on a terminal, plain lines at most
// every few seconds otherwise (CI logs, files), so output stays readable both ways.
import type { RunProgress } from '../core/run/index.ts';

export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '--:--';
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function progressLine(p: RunProgress): string {
  const pct = p.total === 0 ? 100 : (100 * p.done) / p.total;
  const parts = [
    `${p.done}/${p.total} (${pct.toFixed(1)}%)`,
    `elapsed ${formatDuration(p.elapsed_ms)}`,
    `ETA ${formatDuration(p.eta_ms)}`,
  ];
  if (p.tokens_per_s !== null) parts.push(`${p.tokens_per_s.toFixed(p.tokens_per_s < 10 ? 1 : 0)} tokens/s`);
  if (p.in_flight > 0) parts.push(`in flight ${p.in_flight}`);
  if (p.parse_errors > 0) parts.push(`parse errors ${p.parse_errors}`);
  if (p.engine_errors > 0) parts.push(`engine errors ${p.engine_errors}`);
  return parts.join('  ');
}

export interface ProgressSink {
  update(p: RunProgress): void;
  done(): void;
}

export function progressSink(stream: NodeJS.WriteStream, intervalMs = 5_000): ProgressSink {
  const tty = stream.isTTY === true;
  let last = 0;
  let lastLine = '';
  let printed = '';
  let wrote = false;
  return {
    update(p) {
      lastLine = progressLine(p);
      const now = Date.now();
      if (tty) {
        if (now - last < 100 && p.done < p.total) return;
        stream.write(`\r\x1b[2K${lastLine}`);
        wrote = true;
      } else {
        if (lastLine === printed || (now - last < intervalMs && p.done < p.total)) return;
        stream.write(`${lastLine}\n`);
        printed = lastLine;
      }
      last = now;
    },
    done() {
      if (tty && wrote) stream.write(`\r\x1b[2K${lastLine}\n`);
    },
  };
}
