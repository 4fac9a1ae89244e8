/**
 * Time-zone rules, in one place for the server and the browser (product rule 9,
 * docs/product-rules.md): which zone names are accepted, the name a zone is stored and shown
 * under, and the list the pickers offer. Isomorphic: only `Intl`, so Node and Chromium compute
 * the same answers from their own ICU data.
 *
 * Zones are IANA names (`Europe/Berlin`). ICU still reports some zones under an old CLDR name
 * (`Asia/Calcutta` for `Asia/Kolkata`, `Europe/Kiev` for `Europe/Kyiv`): `canonicalTimezone`
 * turns every accepted spelling into the current IANA name, so one zone has one name.
 */

/** The zone of users and meetings that have none (spec 3 "users": timezone default UTC). */
export const DEFAULT_TIMEZONE = 'UTC';

/**
 * The CLDR identifiers ICU (V8's `Intl`, Node 20 and Chromium alike) still uses as the
 * canonical name of a zone, with the current IANA name (CLDR `bcp47/timezone.xml`, the `iana`
 * attribute of each zone whose CLDR id is an old IANA link). `Intl.DateTimeFormat` accepts both
 * spellings and resolves either to the key.
 */
export const CLDR_LEGACY_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone name: letters first (offsets such as `+01:00` are not zones), at most 64 characters. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

function resolvedZone(tz: string): string | null {
  if (!ZONE_NAME.test(tz)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * True when `tz` is a zone name `Intl.DateTimeFormat` of this runtime accepts (any case, any
 * IANA link such as `US/Eastern`). `Asia/Mumbai`, offsets and blanks are refused.
 */
export function isValidTimezone(tz: string): boolean {
  return resolvedZone(tz) !== null;
}

/** Zone name → canonical name, for stored spellings only (see `canonicalTimezone`). */
const canonicalNames = new Map<string, string>();

/**
 * The name zone `tz` is stored and shown under: the runtime's canonical zone with its current
 * IANA name (`asia/calcutta` → `Asia/Kolkata`, `US/Eastern` → `America/New_York`,
 * `Etc/UTC` → `UTC`). Null when `tz` is not a zone (`isValidTimezone` false).
 */
export function canonicalTimezone(tz: string): string | null {
  const known = canonicalNames.get(tz);
  if (known) return known;
  const resolved = resolvedZone(tz);
  if (resolved === null) return null;
  const canonical = CLDR_LEGACY_ZONE_NAMES[resolved] ?? resolved;
  // Remembered only for names as they are stored (the canonical one or its ICU spelling): a few
  // hundred at most, whatever callers send. Presenting a long list of people asks again and again.
  if (tz === canonical || tz === resolved) canonicalNames.set(tz, canonical);
  return canonical;
}

/**
 * The zone to read a stored value in: its canonical name, or `DEFAULT_TIMEZONE` when the value
 * is no zone (a row written before the rules, such as `Asia/Mumbai`), so reading it never fails.
 */
export function timezoneOrDefault(tz: string | null | undefined): string {
  return (tz && canonicalTimezone(tz)) || DEFAULT_TIMEZONE;
}

let zoneList: readonly string[] | null = null;

/**
 * Every zone a picker offers, sorted, each once under its canonical name: the runtime's
 * `Intl.supportedValuesOf('timeZone')` with the old CLDR names replaced by the current ones,
 * plus `UTC` (which V8 leaves out of that list). Computed once per runtime.
 */
export function timezoneList(): readonly string[] {
  if (zoneList) return zoneList;
  const names = new Set<string>([DEFAULT_TIMEZONE]);
  for (const tz of Intl.supportedValuesOf('timeZone')) names.add(canonicalTimezone(tz) ?? tz);
  zoneList = [...names].sort();
  return zoneList;
}

/** The old names of canonical zone `tz` (`Asia/Kolkata` → `['Asia/Calcutta']`), for searching. */
export function legacyNamesOf(tz: string): string[] {
  return Object.keys(CLDR_LEGACY_ZONE_NAMES).filter((old) => CLDR_LEGACY_ZONE_NAMES[old] === tz);
}

/**
 * The zone this runtime runs in (the browser's, at sign-up), canonical; `DEFAULT_TIMEZONE`
 * when it reports none or one that is not a zone.
 */
export function runtimeTimezone(): string {
  return timezoneOrDefault(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The UTC offset of `tz` at instant `at`, as `Intl` writes it (`GMT+05:30`, `GMT+00:00`);
 * '' when `tz` is not a zone.
 */
export function timezoneOffsetLabel(tz: string, at: Date = new Date()): string {
  if (!isValidTimezone(tz)) return '';
  const part = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}
