export { seedDatabase } from './seed-database.js';
export { isDatabaseEmpty, seedDemoData, type SeedSummary } from './seed-demo-data.js';
export { demoSeed } from './demo-data.js';
