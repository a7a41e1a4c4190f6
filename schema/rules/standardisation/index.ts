// Standardised values (issue 37): the engine, its checks, and the tables of currencies and units it reads.
export * from './checks.ts';
export * from './currencies.ts';
export * from './engine.ts';
export * from './units.ts';
