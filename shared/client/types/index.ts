export type * from './back-in-stock';
export type * from './cart';
export type * from './common';
export type * from './event';
export type * from './identity';
export type * from './product';
