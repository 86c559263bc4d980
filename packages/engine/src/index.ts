export * from './definition.ts';
export * from './random.ts';
export * from './design.ts';
export * from './codes.ts';
export * from './sequence.ts';
export * from './answers.ts';
export * from './presentation.ts';
export * from './discrimination.ts';
