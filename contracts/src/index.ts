/** Public entry of @akiya/contracts: framework-free constants, messages, rules and DTO types. */
export * from './constants';
export * from './messages';
export * from './validation';
export * from './search-text';
export * from './prefectures';
export * from './deal-status';
export * from './types';
export * from './properties-query';
export * from './accounts';
export * from './listings';
export * from './format';
export * from './deals';
export * from './seller';
export * from './posting';
export * from './editorial';
export * from './user-messages';
