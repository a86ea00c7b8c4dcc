import Color from 'colorjs.io';
import { contrastPairs } from '../theme/contrastPairs';
import { darkTokens, lightTokens } from '../theme/tokens';
import * as styles from './TokenGallery.css';

const ratio = (foreground: string, background: string) =>
  Math.floor(new Color(foreground).contrast(new Color(background), 'WCAG21') * 100) / 100;

/** Every colour pair the kit draws, with its WCAG contrast ratio in each theme (the unit test's list). */
export function ContrastTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Contrast of the kit's colour pairs</caption>
      <thead>
        <tr>
          {['Foreground', 'Background', 'Where', 'Minimum', 'Light', 'Dark'].map((header) => (
            <th key={header} scope="col" className={styles.cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.foreground}/${pair.background}`}>
            <td className={styles.cell}>
              <code>{pair.foreground}</code>
            </td>
            <td className={styles.cell}>
              <code>{pair.background}</code>
            </td>
            <td className={styles.cell}>{pair.use}</td>
            <td className={styles.cell}>{pair.minimum}:1</td>
            {[lightTokens, darkTokens].map((tokens, index) => (
              <td key={index} className={styles.cell} data-minimum={pair.minimum}>
                {ratio(tokens.color[pair.foreground], tokens.color[pair.background]).toFixed(2)}:1
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
