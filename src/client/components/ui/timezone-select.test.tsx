/**
 * The time-zone picker (product rule 9): the runtime's whole list with offsets, a search box
 * that filters it ("kolk", an old name, words for underscores), Enter picking the first match,
 * typing on an option going to the search box, and a stored zone outside the list kept.
 */
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { timezoneList } from '@/shared/domain/timezones';
import { filterOptions } from './searchable-select';
import { TimezoneSelect, timezoneOptions } from './timezone-select';

function Picker({ initial, onChange }: { initial: string; onChange?: (tz: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="tz">Timezone</label>
      <TimezoneSelect
        id="tz"
        value={value}
        onValueChange={(tz) => {
          setValue(tz);
          onChange?.(tz);
        }}
      />
    </>
  );
}

async function open() {
  const trigger = screen.getByRole('combobox', { name: 'Timezone' });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  return screen.findByRole('dialog', { name: 'Search time zones' });
}

const optionNames = (popup: HTMLElement) =>
  within(popup)
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('TimezoneSelect', () => {
  it('offers every zone of the list with its offset, and shows the chosen one', async () => {
    render(<Picker initial="Asia/Kolkata" />);
    expect(screen.getByRole('combobox', { name: 'Timezone' }).textContent).toContain(
      'Asia/Kolkata',
    );
    const popup = await open();
    const list = within(popup).getByRole('listbox', { name: 'Time zones' });
    expect(within(list).getAllByRole('option')).toHaveLength(timezoneList().length);
    expect(within(list).getByRole('option', { name: /^Asia\/Kolkata/ }).textContent).toBe(
      'Asia/Kolkata GMT+05:30',
    );
    expect(within(list).queryByRole('option', { name: /Asia\/Mumbai/ })).toBeNull();
  });

  it('filters as one types and picks the first match with Enter', async () => {
    const onChange = vi.fn();
    render(<Picker initial="UTC" onChange={onChange} />);
    const popup = await open();
    const search = within(popup).getByRole('searchbox', { name: 'Search time zones' });
    await userEvent.click(search);
    await userEvent.keyboard('kolk');
    // The chosen zone stays listed (Radix shows the trigger's text from it), then the matches.
    expect(optionNames(popup)).toEqual(['UTC GMT+00:00', 'Asia/Kolkata GMT+05:30']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Asia/Kolkata');
    expect(screen.queryByRole('dialog', { name: 'Search time zones' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Timezone' }).textContent).toContain(
      'Asia/Kolkata',
    );
  });

  it('sends typing on an option to the search box and says when nothing matches', async () => {
    render(<Picker initial="Europe/Berlin" />);
    const popup = await open();
    const search = within(popup).getByRole('searchbox', { name: 'Search time zones' });
    // Focus is on the chosen option: letters go to the search, not to Radix's typeahead.
    await userEvent.keyboard('mumbai');
    expect((search as HTMLInputElement).value).toBe('mumbai');
    expect(within(popup).getByRole('status').textContent).toBe('No time zone matches “mumbai”.');
    expect(optionNames(popup)).toEqual([`Europe/Berlin ${offsetOf('Europe/Berlin')}`]);
  });

  it('keeps a stored zone the list lacks as its own option', () => {
    expect(timezoneOptions('Etc/GMT+5')[0]).toMatchObject({
      value: 'Etc/GMT+5',
      label: 'Etc/GMT+5',
    });
    expect(timezoneOptions('Asia/Kolkata')).toHaveLength(timezoneList().length);
  });
});

describe('filterOptions', () => {
  const options = timezoneOptions('UTC');
  const values = (q: string) => filterOptions(options, q).map((o) => o.value);

  it('matches words for underscores and slashes, old names and offsets, any case', () => {
    expect(values('new york')).toEqual(['America/New_York']);
    expect(values('CALCUTTA')).toEqual(['Asia/Kolkata']);
    expect(values('kiev')).toEqual(['Europe/Kyiv']);
    expect(values('gmt+05:30')).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Asia/Colombo']));
    expect(values('')).toHaveLength(options.length);
  });
});

/** The offset the picker shows for `tz` today (Berlin's changes with summer time). */
function offsetOf(tz: string): string {
  return timezoneOptions(tz).find((o) => o.value === tz)?.detail ?? '';
}
