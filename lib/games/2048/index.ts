export * from './board';
export * from './engine';
export * from './input';
export * from './move-codec';
export * from './replay';
export * from '../toolbox/seeded-random';
export * from './session';
