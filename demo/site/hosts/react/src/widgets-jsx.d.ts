// The tags this app uses, typed by attribute name. A real app gets all of them from the
// package's dist/widgets.d.ts (scripts/manifest.test.ts checks those types in React JSX).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Widget<Attributes = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'product-card': Widget<{ 'product-id'?: string; 'product-slug'?: string }>;
      'product-list': Widget<{ 'collection-slug'?: string; 'page-size'?: number; sort?: string }>;
      'add-to-cart': Widget<{ 'product-id'?: string; quantity?: number }>;
      'cart-count': Widget;
      'shop-cart': Widget<{ mode?: 'inline' | 'drawer' }>;
    }
  }
}
