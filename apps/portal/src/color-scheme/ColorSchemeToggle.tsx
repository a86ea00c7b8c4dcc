import { useId } from 'react';
import {
  colorSchemePreferences,
  useColorScheme,
  type ColorSchemePreference,
} from './colorScheme.ts';
import * as styles from './ColorSchemeToggle.css.ts';

const preferenceLabels: Record<ColorSchemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/** The header's theme choice: follow the system, or always light or dark (kept on this device). */
export function ColorSchemeToggle() {
  const id = useId();
  const { preference, choose } = useColorScheme();
  return (
    <span className={styles.toggle}>
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        className={styles.select}
        value={preference}
        onChange={(event) => choose(event.target.value as ColorSchemePreference)}
      >
        {colorSchemePreferences.map((value) => (
          <option key={value} value={value}>
            {preferenceLabels[value]}
          </option>
        ))}
      </select>
    </span>
  );
}
