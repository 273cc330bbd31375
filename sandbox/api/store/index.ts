/** The sandbox store (see ./store.ts): types, ids, seed fixtures and the store class. */
export * from './types';
export * from './ids';
export * from './seed';
export * from './store';
