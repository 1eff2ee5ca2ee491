/** Korean particles that depend on the word before them, for texts that put a name in front of one. */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** ㄹ as a final consonant: it takes 로, like a word with none. */
const RIEUL = 8;

/**
 * 로 or 으로 after `word` ('배송중으로', '배송완료로'); '(으)로' when its last letter is not a Hangul syllable (a
 * placeholder or a word in another script), as Korean writes it then.
 */
export function ro(word: string): string {
  const text = String(word);
  const code = text.charCodeAt(text.length - 1);
  if (!(code >= HANGUL_FIRST && code <= HANGUL_LAST)) return '(으)로';
  const final = (code - HANGUL_FIRST) % 28;
  return final === 0 || final === RIEUL ? '로' : '으로';
}
