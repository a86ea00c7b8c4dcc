import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { ElevationToken, RadiusToken, SpaceToken } from '../theme/tokens';
import * as styles from './Box.css';

/** Elements a Box may render: a plain container or a sectioning element. */
export type BoxElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav';

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (`div` by default); pick the one that gives the right landmark or outline. */
  as?: BoxElement;
  /** Space inside, on every side, from the spacing scale. */
  padding?: SpaceToken;
  /** Space inside, left and right (overrides `padding` there). */
  paddingInline?: SpaceToken;
  /** Space inside, top and bottom (overrides `padding` there). */
  paddingBlock?: SpaceToken;
  /** Surface colour; text takes the theme's text colour on it. */
  background?: 'background' | 'surface' | 'surfaceMuted';
  /** Corner radius. */
  radius?: RadiusToken;
  /** Shadow depth. */
  elevation?: ElevationToken;
  /** A hairline border in the theme's border colour. */
  border?: boolean;
  children?: ReactNode;
}

/**
 * The kit's lowest layout primitive: a container whose padding, surface, radius and shadow come
 * only from the theme's tokens, so that screens need no CSS of their own for them.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  {
    as: Element = 'div',
    padding,
    paddingInline,
    paddingBlock,
    background,
    radius,
    elevation,
    border = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const classes = [
    styles.box,
    padding && styles.padding[padding],
    paddingInline && styles.paddingInline[paddingInline],
    paddingBlock && styles.paddingBlock[paddingBlock],
    background && styles.background[background],
    radius && styles.radius[radius],
    elevation && styles.elevation[elevation],
    border && styles.bordered,
    className,
  ];
  return (
    <Element
      // Every allowed element is an HTMLElement; the union of their ref types is too wide for TS.
      ref={ref as Ref<HTMLDivElement>}
      className={classes.filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
});
