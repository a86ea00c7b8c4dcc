import { Suspense, type ComponentType, type ReactNode } from 'react';
import { TextField } from '@loci/ui';
import { lazyScreen } from '../app/lazyScreen.ts';
import { comboBoxBox } from './fieldPlaceholder.css.ts';

/**
 * A widget whose code loads when it is first drawn (issue 18), inside its own Suspense:
 * `placeholder(props)` stands in meanwhile (nothing for a closed dialog, a same-sized field for a
 * field), so the screen around it paints without waiting.
 */
export function lazyWidget<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  placeholder: (props: Props) => ReactNode = () => null,
) {
  const Code = lazyScreen(load, pick);
  return function LazyWidget(props: Props) {
    return (
      <Suspense fallback={placeholder(props)}>
        <Code {...props} />
      </Suspense>
    );
  };
}

/**
 * What holds a search field's place (a Typeahead, an AddressAutocomplete) while its code loads: a
 * read-only field with the combobox's box and surface.
 */
export function FieldPlaceholder(props: {
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  placeholder?: string;
  value?: string;
}) {
  return (
    <TextField
      label={props.label}
      description={props.description}
      required={props.required}
      error={props.error}
      placeholder={props.placeholder}
      readOnly
      value={props.value ?? ''}
      inputClassName={comboBoxBox}
    />
  );
}
