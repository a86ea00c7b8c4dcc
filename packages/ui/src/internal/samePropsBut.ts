/**
 * A memo comparison: every prop the same (by identity) but the ones named, which the memoised
 * part may leave out (a callback or an object made anew on each render that it reads only when
 * it acts).
 */
export function samePropsBut<Props extends object>(...ignored: (keyof Props)[]) {
  return (previous: Props, next: Props): boolean => {
    const names = Object.keys(next) as (keyof Props)[];
    return (
      names.length === Object.keys(previous).length &&
      names.every((name) => ignored.includes(name) || previous[name] === next[name])
    );
  };
}
