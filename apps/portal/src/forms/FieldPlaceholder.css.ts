import { style } from '@vanilla-extract/css';
import { vars } from '@loci/ui';

/**
 * A stand-in for a widget whose code is loading is a read-only TextField; it takes the surface of
 * an editable field rather than the muted one of a read-only field, so that nothing changes when
 * the widget replaces it.
 */
export const editableSurface = style({
  selectors: {
    // More specific than the kit's `:read-only:not(:disabled):not(select)`.
    '&[readonly]:read-only:not(:disabled):not(select)': {
      backgroundColor: vars.color.surface,
    },
  },
});

/**
 * The kit's combobox frame (Typeahead, AddressAutocomplete: internal/combobox/ComboBox.css): the
 * text sits inside the frame's padding and the input's own, `xs` each, not a TextField's `md`.
 * In a row of fields sized by their content the stand-in is then as wide as the widget, and the
 * fields after it do not move when the widget's code arrives.
 */
export const comboBoxBox = style([
  editableSurface,
  { paddingInline: `calc(2 * ${vars.space.xs})` },
]);
