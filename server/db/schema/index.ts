export * from './enums.ts';
export * from './auth.ts';
export * from './app.ts';
