/**
 * Rich text (rich-text.tsx) shown as plain text keeps the platform's line breaks. With the rich
 * text's chunk (vite.config.ts), added by the part that shows it (the product details).
 */
export const richTextCss = `
.sw-pre-line { white-space: pre-line; }
`;
