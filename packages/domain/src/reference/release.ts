/** The released build the spec describes. */
export const ReleasedBuild = 'v6.13.0';
