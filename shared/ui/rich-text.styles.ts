/**
 * Rich text (rich-text.tsx) shown as plain text keeps the platform's line breaks. Shown as HTML
 * it stays within the widget: a long word, an image with `width="5000"`, a wide table or a
 * `<pre>` line from the platform would otherwise widen the host page (sideways scroll on a
 * phone). A table's cells keep their words whole ("Si/ze" read as no size chart): a table
 * wider than the column scrolls sideways in its own box instead. With the rich text's chunk
 * (vite.config.ts), added by the part that shows it (the product details).
 */
export const richTextCss = `
.sw-pre-line { white-space: pre-line; }
.sw-rich-text { overflow-wrap: anywhere; }
.sw-rich-text :is(img, table, pre) { max-width: 100%; }
.sw-rich-text img { height: auto; }
.sw-rich-text table { display: block; overflow-x: auto; }
.sw-rich-text :is(th, td) { overflow-wrap: normal; }
.sw-rich-text pre { white-space: pre-wrap; }
`;
