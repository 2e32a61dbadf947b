export * from './back-in-stock';
export * from './cart';
export * from './common';
export * from './event';
export * from './identity';
export * from './product';
