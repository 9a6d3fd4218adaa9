// Small text helpers the views share.

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** YYYY-MM-DD, for file names. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
