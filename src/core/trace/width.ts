// Full-width forms (`２x ＋ ３ ＝ ７`), as Chinese, Japanese and Korean input methods type ASCII:
// each is its ASCII character, one UTF-16 unit for one, so every column stays where it was typed.
// Read as written they were "unexpected character", and the work not judged (red team, round 6).

/** `！` (U+FF01) … `～` (U+FF5E) as `!` … `~`, and the ideographic space (U+3000) as a space. */
export function withHalfWidthForms(text: string): string {
  return /[\uff01-\uff5e\u3000]/.test(text)
    ? text.replace(/[\uff01-\uff5e\u3000]/g, (c) => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)))
    : text;
}
