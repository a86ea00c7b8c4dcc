// The "add a favorite" search of the panels, diagnosis codes and insurances tabs: a typeahead that
// keeps no choice (the picked result is saved and the field is ready for the next), whose results
// already saved are said and cannot be picked again.
import { Typeahead, type TypeaheadOption, type TypeaheadSingleProps } from '@loci/ui';

/** A search result as offered: one already saved is said and not offered again. */
export function favoriteOption<Option extends TypeaheadOption>(
  option: Option,
  saved: boolean,
): Option {
  return saved ? { ...option, description: 'Already in your favorites', disabled: true } : option;
}

export function FavoriteSearch<Option extends TypeaheadOption>({
  onPick,
  ...typeahead
}: Omit<TypeaheadSingleProps<Option>, 'value' | 'defaultValue' | 'onChange' | 'selectionMode'> & {
  /** Saves the picked result. */
  onPick: (option: Option) => void;
}) {
  return (
    <Typeahead<Option>
      {...typeahead}
      value={null}
      onChange={(option) => {
        if (option) onPick(option);
      }}
    />
  );
}
