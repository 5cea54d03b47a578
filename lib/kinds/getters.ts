/* Every kind's getters, schema and item type, for lib/upstream to offer pages in one import. */

export * from './advertisements/data';
export * from './albums/data';
export * from './articles/data';
export * from './branches/data';
export * from './competitions/data';
export * from './faq/data';
export * from './lessons/data';
export * from './news/data';
export * from './offices/data';
export * from './services/data';
export * from './videos/data';
