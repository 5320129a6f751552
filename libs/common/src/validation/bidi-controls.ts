/**
 * The Unicode bidirectional embedding, override and isolate controls: LRE, RLE, PDF, LRO, RLO
 * (U+202A–U+202E) and LRI, RLI, FSI, PDI (U+2066–U+2069). They make text display in another order
 * than it is stored, so a name holding one can pass for another (`Acme\u202Eexe.gnp` shows as
 * "Acmepng.exe") in the dashboard, an audit log, a CLI table or a game lobby. Natural right-to-left
 * text (Arabic, Hebrew) needs none of them: the Unicode bidirectional algorithm orders it.
 */
export const BIDI_CONTROL_CHARACTERS = /[\u202A-\u202E\u2066-\u2069]/;

/** Why a text holding one is refused, after the field's name. */
export const BIDI_CONTROL_REASON = 'must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)';

/** Whether `text` holds a bidirectional embedding, override or isolate control. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL_CHARACTERS.test(text);
}
