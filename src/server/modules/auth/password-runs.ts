/**
 * Passwords made only of runs (OWASP ASVS 6.2.4; docs/decisions/0007-passwords.md, promise 7):
 * the shapes that the well-known lists hold by the thousand ("111111111", "123456789",
 * "abcdefghi", "aaaaaaaa", "qwertyuiop", "1qaz2wsx", "12341234", "01011980") and that the
 * ranked list of `@zxcvbn-ts/language-common` leaves out on purpose (zxcvbn finds them with its
 * own repeat, sequence, keyboard and date matchers, which this server does not run). Pure: no
 * database, no clock.
 */

/** Shortest run that counts (shorter pieces are not runs: "ab" + "cd" is not covered). */
export const MIN_RUN_LENGTH = 3;

/**
 * Keyboard rows of the QWERTY, QWERTZ and AZERTY layouts; two keys are neighbours when they
 * touch on the keyboard (same row side by side, or the rows above and below, which are
 * shifted by half a key: the key at column c touches columns c and c+1 of the row above and
 * c-1 and c of the row below, as zxcvbn's adjacency graphs have it).
 */
const LAYOUTS: readonly (readonly string[])[] = [
  ['1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./'],
  ['1234567890ß', 'qwertzuiopü', 'asdfghjklöä', 'yxcvbnm,.-'],
  ['1234567890', 'azertyuiop', 'qsdfghjklm', 'wxcvbn,;:!'],
];

/** `a` → the keys touching `a` in any layout (lower case). */
const NEIGHBOURS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  const link = (a: string | undefined, b: string | undefined) => {
    if (!a || !b) return;
    if (!out.has(a)) out.set(a, new Set());
    if (!out.has(b)) out.set(b, new Set());
    out.get(a)!.add(b);
    out.get(b)!.add(a);
  };
  for (const rows of LAYOUTS) {
    rows.forEach((row, r) => {
      [...row].forEach((key, c) => {
        link(key, row[c + 1]);
        const below = rows[r + 1];
        if (below) {
          link(key, below[c - 1]);
          link(key, below[c]);
        }
      });
    });
  }
  return out;
})();

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isLetter = (ch: string) => ch >= 'a' && ch <= 'z';
const sameClass = (a: string, b: string) =>
  (isDigit(a) && isDigit(b)) || (isLetter(a) && isLetter(b));

/**
 * The end (exclusive) of the longest run of each kind starting at `i` in `s` (lower case):
 * one character repeated ("aaaa"), a sequence of digits or letters with one step of -2..+2
 * ("1234", "9753", "abcd"; the digits wrap: "7890", "2109"), a keyboard walk (each key touching
 * the one before: "qwerty", "1qaz", "poiuy").
 */
function runEnds(s: string, i: number): number[] {
  const ends: number[] = [];
  let j = i + 1;
  while (j < s.length && s[j] === s[i]) j += 1;
  ends.push(j);
  if (i + 1 < s.length && sameClass(s[i]!, s[i + 1]!)) {
    // The digits wrap around: "7890" goes up and "2109" goes down.
    const code = (k: number) => {
      if (s[k - 1] === '9' && s[k] === '0') return 58;
      if (s[k - 1] === '0' && s[k] === '9') return 47;
      return s.charCodeAt(k);
    };
    const step = code(i + 1) - s.charCodeAt(i);
    if (step !== 0 && Math.abs(step) <= 2) {
      j = i + 1;
      while (
        j < s.length &&
        sameClass(s[j - 1]!, s[j]!) &&
        (j === i + 1 || code(j) - s.charCodeAt(j - 1) === step)
      ) {
        j += 1;
      }
      ends.push(j);
    }
  }
  j = i + 1;
  while (j < s.length && NEIGHBOURS.get(s[j - 1]!)?.has(s[j]!)) j += 1;
  ends.push(j);
  return ends;
}

/** True when `s` (lower case) is wholly a sequence of runs, each at least `MIN_RUN_LENGTH` long. */
function coveredByRuns(s: string): boolean {
  // reach[k]: s[0..k) splits into runs. A run's pieces of MIN_RUN_LENGTH or more are runs too.
  const reach = new Array<boolean>(s.length + 1).fill(false);
  reach[0] = true;
  for (let i = 0; i < s.length; i += 1) {
    if (!reach[i]) continue;
    const longest = Math.max(...runEnds(s, i));
    for (let end = i + MIN_RUN_LENGTH; end <= longest; end += 1) reach[end] = true;
  }
  return reach[s.length]!;
}

/** Eight digits that read as a calendar date of 1900–2099: DDMMYYYY, MMDDYYYY or YYYYMMDD. */
function isDate(s: string): boolean {
  if (!/^\d{8}$/.test(s)) return false;
  const ok = (d: number, m: number, y: number) =>
    y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && d >= 1 && d <= 31;
  const n = (from: number, to: number) => Number(s.slice(from, to));
  return (
    ok(n(0, 2), n(2, 4), n(4, 8)) || ok(n(2, 4), n(0, 2), n(4, 8)) || ok(n(6, 8), n(4, 6), n(0, 4))
  );
}

/**
 * True when `password` is nothing but runs, so that it is among the first guesses of any
 * attacker: repeated characters, sequences of digits or letters, keyboard walks, in any
 * number and mix ("qwerty123456"); one short or run-like block repeated ("69696969",
 * "12341234", "abcabcabc"); or a date ("01011980"). Case is ignored.
 * @param isCommon - whether a block is itself refused (the common list), for "lovelove".
 */
export function isRunPassword(password: string, isCommon: (s: string) => boolean): boolean {
  const s = password.toLowerCase();
  if (s.length === 0) return false;
  if (coveredByRuns(s) || isDate(s)) return true;
  const block = /^(.+?)\1+$/.exec(s)?.[1];
  return (
    block !== undefined && (block.length <= 4 || isCommon(block) || isRunPassword(block, isCommon))
  );
}
