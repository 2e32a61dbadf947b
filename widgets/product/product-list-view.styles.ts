import { LIST } from './boxes';

/** The loaded list's sort control and "Load more", in the boxes its skeleton kept; with its chunk. */
export const listViewCss = `
.toolbar .sw-label { margin: 0; }
.more .sw-button { height: ${LIST.more}em; min-height: 0; }
`;
