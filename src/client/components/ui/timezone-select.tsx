/**
 * The time-zone picker of every form (sign-up, people, meetings, the profile; product rule 9):
 * a searchable select over `timezoneList()`, each zone with its offset now. A stored zone the
 * list lacks (e.g. `Etc/GMT+5`, accepted by the server) is kept as an option of its own.
 */
import { useMemo } from 'react';
import { legacyNamesOf, timezoneList, timezoneOffsetLabel } from '@/shared/domain/timezones';
import {
  SearchableSelect,
  type SearchableOption,
  type SearchableSelectProps,
} from './searchable-select';

let zoneOptions: SearchableOption[] | null = null;

/** One option per zone of the list, with its offset at first use and its old names. */
function allZoneOptions(): SearchableOption[] {
  if (zoneOptions) return zoneOptions;
  const now = new Date();
  zoneOptions = timezoneList().map((tz) => ({
    value: tz,
    label: tz,
    detail: timezoneOffsetLabel(tz, now),
    keywords: legacyNamesOf(tz),
  }));
  return zoneOptions;
}

/** The options for a picker holding `current`. */
export function timezoneOptions(current: string | null | undefined): SearchableOption[] {
  const all = allZoneOptions();
  if (!current || all.some((o) => o.value === current)) return all;
  return [{ value: current, label: current, detail: timezoneOffsetLabel(current) }, ...all];
}

export type TimezoneSelectProps = Omit<
  SearchableSelectProps,
  'options' | 'searchLabel' | 'optionsLabel' | 'emptyText'
>;

export function TimezoneSelect({ value, placeholder, ...props }: TimezoneSelectProps) {
  const options = useMemo(() => timezoneOptions(value), [value]);
  return (
    <SearchableSelect
      {...props}
      value={value}
      options={options}
      searchLabel="Search time zones"
      optionsLabel="Time zones"
      emptyText="No time zone matches"
      placeholder={placeholder ?? 'Select a time zone'}
    />
  );
}
