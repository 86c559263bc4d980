export * from './errors.ts';
export * from './services.ts';
export * from './envelope.ts';
export * from './views.ts';
export * from './calls.ts';
export * from './error-messages.ts';
export * from './passwords.ts';
export * from './members.ts';
