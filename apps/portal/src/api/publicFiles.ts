// The one read that is not a call of the lab's API: files the server publishes for anyone, read
// before the session and the API client exist (/config.json). It lives here with every other use
// of fetch (an ESLint rule keeps fetch and XMLHttpRequest inside `api/`).
export const fetchPublicFile: typeof fetch = (input, init) => globalThis.fetch(input, init);
