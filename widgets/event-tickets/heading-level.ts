import { createContext, useContext } from 'react';

/** The level of `<event-tickets>`' title, from its `heading-level` (the list's dialog: 2). */
export const TitleLevel = createContext(2);

/** A heading's tag, `below` levels under the title: ticket names and the confirmation are 1. */
export const useHeading = (below = 0) => `h${Math.min(useContext(TitleLevel) + below, 6)}` as 'h2';
