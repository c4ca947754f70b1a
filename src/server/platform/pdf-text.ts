/**
 * Text as pdfkit's standard fonts (Helvetica, WinAnsi) can draw it, for every PDF the product makes: a sales
 * document, a report, a certificate record. A name typed with "ő" or "Ł" or an emoji comes out readable ("o", "L",
 * "?"), never as wrong glyphs.
 */

/** Characters outside Latin-1 that Helvetica's WinAnsi encoding still has (pdfkit maps them). */
const WIN_ANSI_EXTRA = new Set("ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜");
const LOOK_ALIKE: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "−": "-",
  "′": "'",
  "″": '"',
  "\t": " ",
};
const representable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Text as Helvetica can draw it: line ends as "\n", accents that WinAnsi lacks dropped from their letters
 * ("ő" → "o"), a few look-alikes swapped, anything else "?" (a standard font has no other glyphs).
 */
export function pdfSafeText(text: string): string {
  if (/^[\x20-\x7e\n]*$/.test(text)) return text;
  const normalized = text.replace(/\r\n?/g, "\n").normalize("NFC");
  let out = "";
  for (const ch of normalized) {
    if (representable(ch)) out += ch;
    else if (LOOK_ALIKE[ch] !== undefined) out += LOOK_ALIKE[ch];
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += bare && [...bare].every(representable) ? bare : "?";
    }
  }
  return out;
}
