// Types of ./chromium.mjs for the TypeScript importers.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
