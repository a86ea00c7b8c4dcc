// The web font's stylesheet, imported for its side effect (the @font-face rules); the library
// build's type check runs without Vite's client types, which would otherwise declare it.
declare module '@fontsource-variable/inter/wght.css';
